/**
 * What a log line may say about a request or an error: ids, codes and timings, never personal data
 * or secrets (issue 11). A failed query's error carries the SQL and its parameters (drizzle puts both
 * in the message; PostgreSQL's `detail` quotes the offending values): patients' names and phones, an
 * API key's prefix and hash. So errors are logged by their type, codes and stack frames, and a
 * request by its method and path, without the query string (a search's `q=` is a name or a phone).
 */

/** Fields of a PostgreSQL error (pg and PGlite alike) that name things, never values. */
const SAFE_DB_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 4;

type Loose = Record<string, unknown>;

function isDatabaseError(error: Loose): boolean {
  return 'query' in error || 'params' in error || (typeof error.code === 'string' && SQLSTATE.test(error.code));
}

/** The stack's frames only: its first lines repeat the message. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown', stack: '' };
  const fields = error as unknown as Loose;
  const out: LoggedError = {
    type: error.name || error.constructor.name,
    // Our own and library faults keep their message; a database error's message holds data.
    message: isDatabaseError(fields) ? 'database error (SQL, parameters and detail withheld)' : error.message,
    stack: framesOf(error.stack) ?? '',
  };
  for (const name of SAFE_DB_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** A calendar feed's path is its secret (docs/api.md#calendar-feeds): logged without it. */
const FEED_PATH = /^\/cal\/[^/]*/;

export function serializeRequest(request: { method?: string; url?: string }): Loose {
  return { method: request.method, url: (String(request.url ?? '').split('?')[0] ?? '').replace(FEED_PATH, '/cal/…') };
}

/** Pino serializers for Fastify's logger: every `{ err }` and every request line goes through them. */
export const logSerializers = { err: serializeError, req: serializeRequest };
