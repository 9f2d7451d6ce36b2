import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's request headers as Fetch Headers (what the accounts library reads). */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  return headers;
}

/** Copies the cookies a Fetch Response sets onto the reply. */
export function forwardCookies(from: Response, reply: FastifyReply): void {
  const cookies = from.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** Sends a Fetch Response (status, headers, body) through Fastify. */
export async function sendFetchResponse(from: Response, reply: FastifyReply): Promise<FastifyReply> {
  reply.status(from.status);
  from.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  forwardCookies(from, reply);
  const body = await from.text();
  return reply.send(body.length > 0 ? body : undefined);
}
