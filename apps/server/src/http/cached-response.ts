import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** An answer built once and sent many times: its bytes, and compressed copies made once each. */
export interface CachedResponse {
  /** Weak validator (W/"…"): the compressed copies are not byte-identical to the plain one. */
  etag: string;
  contentType: string;
  identity: Buffer;
  /** The compressed copies it can make (default both); a client accepting none of them gets `identity`. */
  encodings?: readonly Encoding[];
  encoded(encoding: Encoding): Buffer | Promise<Buffer>;
}

/** The best encoding the client accepts (`br` over `gzip`), honouring q=0 refusals. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (available.includes('br') && accepted.has('br')) return 'br';
  if (available.includes('gzip') && accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Sends a cached answer: 304 without a body when the client already holds this version
 * (If-None-Match), else the bytes in the best encoding it accepts. `no-cache` makes browsers ask
 * every time (so nothing stale is shown) while letting them keep the body for those 304s.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
  cacheControl = 'no-cache',
): Promise<FastifyReply> {
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .header('etag', cached.etag)
    .type(cached.contentType);
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  if (known?.includes(cached.etag) || known?.includes('*')) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding'], cached.encodings);
  if (!encoding) return reply.send(cached.identity);
  const body = await cached.encoded(encoding);
  return reply.header('content-encoding', encoding).send(body);
}
