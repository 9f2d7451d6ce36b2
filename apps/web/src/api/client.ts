/**
 * The one way the web app talks to the API: same-origin JSON with the session cookie. Every
 * failure becomes an ApiError carrying the server's code and Spanish text (API.md, Conventions),
 * so screens can show `message` as it comes or pick a flow's own text by `code`.
 */

type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended to the path; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Texts for failures that never reached the API, in the same voice as the server's catalogue. */
const NETWORK_MESSAGE = 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo';
const UNEXPECTED_MESSAGE = 'Error interno del servidor. Por favor intenta de nuevo';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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

function readErrorBody(body: unknown): { code?: string; message?: string; fields?: Record<string, string> } {
  if (typeof body !== 'object' || body === null) return {};
  const { error, message, fields } = body as Record<string, unknown>;
  return {
    code: typeof error === 'string' ? error : undefined,
    message: typeof message === 'string' ? message : undefined,
    fields: typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined,
  };
}

/** A key per user action (API.md: a repeat with the same key answers the first answer). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; an http:// address on a LAN is not one.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Calls `path` (e.g. '/api/me') and resolves with the parsed JSON body, or undefined for 204. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // An abort is not a failure of the request: let React Query see it as such.
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
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
    const { code, message, fields } = readErrorBody(parsed);
    throw new ApiError(
      response.status,
      code ?? (response.status >= 500 ? 'internal_error' : 'unknown_error'),
      message ?? UNEXPECTED_MESSAGE,
      fields,
    );
  }
  return parsed as T;
}
