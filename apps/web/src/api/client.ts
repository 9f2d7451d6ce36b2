/**
 * The one way the web app talks to the API: same-origin JSON with the session cookie. Every
 * failure becomes an ApiError carrying the server's code and Spanish text (docs/api.md#conventions),
 * so screens can show `message` as it comes or pick a flow's own text by `code`.
 */
import {
  type ClientErrorCode,
  clientErrorMessages,
  errorMessages,
  isErrorCode,
  pathOf,
  type RouteAnswer,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type SeriesConflictWire,
} from '@recepta/domain';
import { takeEarlyRead } from './early-reads.ts';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own type (an uploaded spreadsheet); instead of `body`. */
  file?: Blob;
  /** Appended to the path; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Which rule failed, in a sentence, where the server says (e.g. 'Choca con Ana Pérez, 14:00–14:30'). */
  readonly detail: string | undefined;
  /** series_conflicts: each occurrence that cannot be placed, with free times that day. */
  readonly conflicts: SeriesConflictWire[] | undefined;

  constructor(
    status: number,
    code: ClientErrorCode,
    message: string,
    fields?: Record<string, string>,
    detail?: string,
    conflicts?: SeriesConflictWire[],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.detail = detail;
    this.conflicts = conflicts;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The code of a failed call, for picking a flow's own text (messageFor); undefined for other errors. */
export function errorCode(error: unknown): ClientErrorCode | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** The server's sentence naming which rule a refusal broke (docs/api.md#conflicts), if it gave one. */
export function refusalDetail(error: unknown): string | undefined {
  return isApiError(error) ? error.detail : undefined;
}

/** The server's own text of a refusal (a 4xx answer); undefined when no answer or a fault (5xx) came. */
export function refusalMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return undefined;
  return error.message || undefined;
}

function withQuery(path: string, query: ApiFetchOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function readErrorBody(body: unknown): {
  code?: ClientErrorCode;
  message?: string;
  fields?: Record<string, string>;
  detail?: string;
  conflicts?: SeriesConflictWire[];
} {
  if (typeof body !== 'object' || body === null) return {};
  const { error, message, fields, detail, conflicts } = body as Record<string, unknown>;
  return {
    // A code outside the catalogue (a newer server) is still a failure the screens can word.
    code: typeof error === 'string' ? (isErrorCode(error) ? error : 'unknown_error') : undefined,
    message: typeof message === 'string' ? message : undefined,
    fields: typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined,
    detail: typeof detail === 'string' ? detail : undefined,
    conflicts: Array.isArray(conflicts) ? (conflicts as SeriesConflictWire[]) : undefined,
  };
}

/** A key per user action (docs/api.md#idempotency: a repeat with the same key answers the first answer). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; an http:// address on a LAN is not one.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Calls `path` (e.g. '/api/me') and resolves with the parsed JSON body, or undefined for 204. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, file } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (file) headers['content-type'] = file.type || 'application/octet-stream';

  const url = withQuery(path, query);
  // A read the app shell started before this code loaded (early-reads.ts) is taken as this call's.
  const early = method === 'GET' && body === undefined ? takeEarlyRead(url) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
        credentials: 'same-origin',
        signal,
      }));
  } catch (error) {
    // An abort is not a failure of the request: let React Query see it as such.
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', clientErrorMessages.network_error);
  }

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }

  if (!response.ok) {
    const { code, message, fields, detail, conflicts } = readErrorBody(parsed);
    throw new ApiError(
      response.status,
      code ?? (response.status >= 500 ? 'internal_error' : 'unknown_error'),
      message ?? errorMessages.internal_error,
      fields,
      detail,
      conflicts,
    );
  }
  return parsed as T;
}

/** What a call of `route` sends: each part the contract declares is required, the others cannot be given. */
export type CallInput<R extends RouteDef> = (R extends { params: unknown }
  ? { params: RouteParams<R> }
  : { params?: never }) &
  (R extends { query: unknown } ? { query: RouteQuery<R> } : { query?: never }) &
  (R extends { body: unknown } ? { body: RouteBody<R> } : { body?: never }) &
  Pick<ApiFetchOptions, 'headers' | 'signal'>;

/**
 * Calls a route of the contract (packages/domain contract/, docs/architecture.md#the-route-contract):
 * its method and path come from the entry, what is sent is checked against its schemas' types, and
 * the answer's type is the contract's, so the web app writes no type of an API answer by hand. The
 * answer is not parsed again here: the server's serializer already checked it against the same schema.
 */
export function callApi<R extends RouteDef>(route: R, input: CallInput<R>): Promise<RouteAnswer<R>> {
  const { params, query, body, headers, signal } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  } & Pick<ApiFetchOptions, 'headers' | 'signal'>;
  return apiFetch<RouteAnswer<R>>(pathOf(route, params), { method: route.method, query, body, headers, signal });
}
