/** What the product does about a failure (outcomeOf maps Meta's codes onto these). */
export type GraphOutcome =
  /** 131047: more than 24 h since the patient wrote; only a template may go out. */
  | 'window_closed'
  /** 131026: the number cannot receive (not on WhatsApp, old app…); mark the patient. */
  | 'undeliverable'
  /** 130429, 131056, 5xx, no connection: try again later with backoff. */
  | 'retry'
  /**
   * The call timed out after it may have reached Meta: the message may have gone. Never retried
   * blindly (the patient would get it twice); a status webhook settles it (docs/decisions/0014).
   */
  | 'unknown'
  /** 190 (token expired or revoked) and other auth faults: the channel shows as disconnected. */
  | 'disconnected'
  /** Anything else: the message failed, with Meta's reason shown to staff. */
  | 'failed';

/**
 * What the product does about a Cloud API error, by Meta's numeric code (never by its title, which
 * Meta rewords): docs/architecture.md#whatsapp-channel.
 */
const outcomes: Record<number, GraphOutcome> = {
  // More than 24 hours since the patient's last message: only a template may go out.
  131047: 'window_closed',
  // The number cannot receive WhatsApp messages (not a user, old app, blocked).
  131026: 'undeliverable',
  // Marketing limits of one patient (Meta's per-user cap, or they stopped marketing messages): that
  // patient's message fails with the reason; the campaign goes on for the others, and no retry.
  131049: 'failed',
  131050: 'failed',
  // Throughput limits: too many messages for the number, or to one user, in a short time.
  130429: 'retry',
  131056: 'retry',
  80007: 'retry',
  4: 'retry',
  // Meta's own trouble: "something went wrong", service unavailable.
  1: 'retry',
  2: 'retry',
  131000: 'retry',
  // The token expired or was revoked; or the app lacks the permission: staff must reconnect.
  190: 'disconnected',
  10: 'disconnected',
  200: 'disconnected',
};

export function outcomeOf(code: number, httpStatus: number): GraphOutcome {
  const known = outcomes[code];
  if (known) return known;
  // No answer, or a server error without one of the codes above: worth another try.
  if (httpStatus === 0 || httpStatus >= 500) return 'retry';
  return 'failed';
}

const BASE_MS = 2_000;
const CAP_MS = 5 * 60_000;

/**
 * How long to wait before try number `attempt` (1 for the first retry): exponential from 2 s,
 * capped at 5 minutes, with full jitter so that retries of many messages spread out.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Failures of fetch that happen before a request leaves this machine: no address, nothing
 * listening, no route, the connection or its TLS handshake refused. Meta never saw the call, so it
 * is safe to try again. Any other failure came after the connection was made (reset, closed, a
 * broken pipe, a read that stopped): Meta may have taken the send, as after a time-out.
 */
const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Whether a fetch error (its `cause`, as undici gives it) shows the request never left. */
export function neverSent(err: unknown): boolean {
  const cause = (err as { cause?: unknown } | null)?.cause as
    | { code?: unknown; message?: unknown; errors?: unknown[] }
    | undefined;
  if (!cause) return false;
  // Several addresses tried at once (IPv6 and IPv4): never sent only if none was reached.
  if (Array.isArray(cause.errors) && cause.errors.length > 0) return cause.errors.every((e) => neverSent({ cause: e }));
  const code = typeof cause.code === 'string' ? cause.code : '';
  // A certificate or handshake refused: the request is sent only after the handshake.
  if (NEVER_SENT.has(code) || /CERT|^ERR_TLS_|^ERR_SSL_/.test(code)) return true;
  // fetch's own refusal of a port it never connects to (a misconfigured base URL).
  return code === '' && cause.message === 'bad port';
}
