/**
 * The one client of Meta's WhatsApp Cloud API (docs/api.md#the-whatsapp-loop). Thin on purpose: no
 * official Node SDK is maintained, so every request and answer body has a zod schema of its own
 * (graph-schemas.ts) and every failure becomes a GraphError with Meta's `code`, classified by what
 * the product does about it (graph-errors.ts), never by Meta's titles.
 */

/** What a send or a check needs to reach one organisation's number. */
export interface GraphCredentials {
  phoneNumberId: string;
  accessToken: string;
}

/** A quick reply or list row offered to the patient. */
export interface ReplyOption {
  id: string;
  title: string;
}

/** What the product sends; the client turns it into Meta's message body. */
export type OutboundMessage =
  | { kind: 'text'; to: string; text: string }
  | {
      kind: 'template';
      to: string;
      name: string;
      language: string;
      /** Values of {{1}}, {{2}}… of the body. */
      params: string[];
      /** Ids for the template's quick-reply buttons, in their order (the payload Meta echoes back). */
      buttonPayloads?: string[];
    }
  /** Up to 3 reply buttons (titles ≤ 20 characters). */
  | { kind: 'buttons'; to: string; text: string; buttons: ReplyOption[] }
  /** A list of up to 10 rows (titles ≤ 24 characters) behind one button. */
  | { kind: 'list'; to: string; text: string; buttonText: string; rows: ReplyOption[] };

/** A template as Meta reviews it. */
export interface TemplateSubmission {
  wabaId: string;
  accessToken: string;
  name: string;
  language: string;
  category: 'UTILITY' | 'MARKETING';
  text: string;
  /** An example value for each {{n}}, required by Meta's review. */
  examples: string[];
  buttons: string[];
}

/** What the product does about a failure (graph-errors.ts maps Meta's codes onto these). */
export type GraphOutcome =
  /** 131047: more than 24 h since the patient wrote; only a template may go out. */
  | 'window_closed'
  /** 131026: the number cannot receive (not on WhatsApp, old app…); mark the patient. */
  | 'undeliverable'
  /** 130429, 131056, 5xx, network: try again later with backoff. */
  | 'retry'
  /** 190 (token expired or revoked) and other auth faults: the channel shows as disconnected. */
  | 'disconnected'
  /** Anything else: the message failed, with Meta's reason shown to staff. */
  | 'failed';

export class GraphError extends Error {
  override name = 'GraphError';
  constructor(
    /** Meta's numeric `error.code`; 0 when no answer came (network) or it was not Meta's JSON. */
    readonly code: number,
    readonly outcome: GraphOutcome,
    /** Meta's `error.message` (or `error_data.details`), shown to staff as the reason. */
    message: string,
    /** The HTTP status, 0 when no answer came. */
    readonly status: number,
  ) {
    super(message);
  }
}

export interface GraphClient {
  /** POST /{phone-number-id}/messages; resolves with the message's wamid. */
  sendMessage(creds: GraphCredentials, message: OutboundMessage): Promise<{ wamid: string }>;
  /** GET /{phone-number-id}?fields=display_phone_number,verified_name: checks the number and token on save. */
  getPhoneNumber(creds: GraphCredentials): Promise<{ displayPhoneNumber: string; verifiedName: string }>;
  /** POST /{waba-id}/message_templates; resolves with Meta's template id and first status. */
  submitTemplate(template: TemplateSubmission): Promise<{ id: string; status: string }>;
}
