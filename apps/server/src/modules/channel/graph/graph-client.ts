import type { z } from 'zod';
import { type GraphOutcome, neverSent, outcomeOf } from './graph-errors.ts';
import {
  type contentSubmissionBody,
  errorAnswer,
  type MessageBody,
  messageBody,
  phoneNumberAnswer,
  sendAnswer,
  type templateBody,
  templateSubmissionAnswer,
  templateSubmissionBody,
} from './graph-schemas.ts';

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
export type OutboundMessage = (
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
      /** An authentication template's code, for its copy-code button (Meta asks for it again there). */
      copyCode?: string;
    }
  /** Up to 3 reply buttons (titles ≤ 20 characters). */
  | { kind: 'buttons'; to: string; text: string; buttons: ReplyOption[] }
  /** A list of up to 10 rows (titles ≤ 24 characters) behind one button. */
  | { kind: 'list'; to: string; text: string; buttonText: string; rows: ReplyOption[] }
) & {
  /** Our message id, echoed by Meta in its status webhooks (biz_opaque_callback_data). */
  callbackData?: string;
};

/** A template as Meta reviews it. */
export type TemplateSubmission = {
  wabaId: string;
  accessToken: string;
  name: string;
  language: string;
} & (
  | {
      category: 'UTILITY' | 'MARKETING';
      text: string;
      /** An example value for each {{n}}, required by Meta's review. */
      examples: string[];
      buttons: string[];
    }
  | {
      /** Meta writes the body (the code, the security recommendation, the expiry); we choose the button's text. */
      category: 'AUTHENTICATION';
      codeExpirationMinutes: number;
      copyButton: string;
    }
);

export type { GraphOutcome } from './graph-errors.ts';

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

export interface GraphClientOptions {
  /** Graph API base with its version (WHATSAPP_GRAPH_URL), e.g. https://graph.facebook.com/v23.0. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** A call that takes longer is abandoned as a retryable failure. */
  timeoutMs?: number;
}

/** The body Meta expects for what the product sends. */
export function toMessageBody(message: OutboundMessage): MessageBody {
  const base = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    ...(message.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
  } as const;
  switch (message.kind) {
    case 'text':
      return { ...base, type: 'text', text: { body: message.text } };
    case 'buttons':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: message.text },
          action: { buttons: message.buttons.map((b) => ({ type: 'reply', reply: { id: b.id, title: b.title } })) },
        },
      };
    case 'list':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'list',
          body: { text: message.text },
          action: {
            button: message.buttonText,
            sections: [{ rows: message.rows.map((r) => ({ id: r.id, title: r.title })) }],
          },
        },
      };
    case 'template': {
      const components: NonNullable<z.infer<typeof templateBody>['template']['components']> = [];
      if (message.params.length > 0) {
        components.push({ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) });
      }
      if (message.copyCode) {
        components.push({
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: message.copyCode }],
        });
      }
      (message.buttonPayloads ?? []).forEach((payload, i) => {
        components.push({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(i),
          parameters: [{ type: 'payload', payload }],
        });
      });
      return {
        ...base,
        type: 'template',
        template: {
          name: message.name,
          language: { code: message.language },
          ...(components.length > 0 ? { components } : {}),
        },
      };
    }
  }
}

/**
 * Aborts a call once this process has been awake to wait for `ms`: a stretch in which its event
 * loop was blocked (a long statement of the embedded database, which runs on the same thread; a
 * pause of the machine) counts as one step only. Meta's answer that came meanwhile is waiting
 * unread in the socket, not late, and a plain timer firing first after the block would record a send
 * Meta accepted as unconfirmed (docs/decisions/0014-send-guards.md): never retried, never
 * settled by a status we would read as ours. Each step after the block is a turn of the event loop
 * in which the answer is read.
 */
export function awakeTimeout(ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const step = Math.max(1, Math.min(250, ms / 4));
  let waited = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const at = performance.now();
    waited += Math.min(at - last, step * 2);
    last = at;
    if (waited >= ms) {
      clearInterval(timer);
      controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    }
  }, step);
  timer.unref();
  return { signal: controller.signal, clear: () => clearInterval(timer) };
}

export function createGraphClient(options: GraphClientOptions): GraphClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = options.baseUrl.replace(/\/$/, '');

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    answer: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    const timeout = awakeTimeout(timeoutMs);
    try {
      return await answered(method, path, token, answer, body, timeout.signal);
    } finally {
      timeout.clear();
    }
  }

  async function answered<T>(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    answer: z.ZodType<T>,
    body: unknown,
    signal: AbortSignal,
  ): Promise<T> {
    let res: Response;
    try {
      res = await doFetch(`${base}/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal,
      });
    } catch (err) {
      // Network failure or time-out: no answer from Meta. The message says which, never the token.
      // A time-out, or a connection cut after it was made, may come after Meta received the call
      // (a send may have gone): 'unknown', never retried blindly. A connection that was never made
      // never reached Meta: safe to try again.
      if (err instanceof Error && err.name === 'TimeoutError') {
        throw new GraphError(0, 'unknown', 'WhatsApp no respondió a tiempo', 0);
      }
      if (!neverSent(err)) throw new GraphError(0, 'unknown', 'Se cortó la conexión con WhatsApp', 0);
      throw new GraphError(0, 'retry', 'No se pudo conectar con WhatsApp', 0);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const parsed = errorAnswer.safeParse(json);
      const code = parsed.success ? parsed.data.error.code : 0;
      const message = parsed.success
        ? parsed.data.error.error_data?.details || parsed.data.error.message || `Error ${code}`
        : `WhatsApp respondió ${res.status}`;
      throw new GraphError(code, outcomeOf(code, res.status), message, res.status);
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new GraphError(0, 'failed', 'Respuesta inesperada de WhatsApp', res.status);
    return parsed.data;
  }

  return {
    async sendMessage(creds, message) {
      const body = messageBody.parse(toMessageBody(message));
      const answer = await call(
        'POST',
        `${encodeURIComponent(creds.phoneNumberId)}/messages`,
        creds.accessToken,
        sendAnswer,
        body,
      );
      return { wamid: answer.messages[0]!.id };
    },
    async getPhoneNumber(creds) {
      const answer = await call(
        'GET',
        `${encodeURIComponent(creds.phoneNumberId)}?fields=display_phone_number,verified_name`,
        creds.accessToken,
        phoneNumberAnswer,
      );
      return { displayPhoneNumber: answer.display_phone_number, verifiedName: answer.verified_name };
    },
    async submitTemplate(template) {
      const body = templateSubmissionBody.parse(submissionOf(template));
      const answer = await call(
        'POST',
        `${encodeURIComponent(template.wabaId)}/message_templates`,
        template.accessToken,
        templateSubmissionAnswer,
        body,
      );
      return { id: answer.id, status: answer.status };
    },
  };
}

/** Meta's body for a template's review: ours with its text and examples, or an authentication one. */
function submissionOf(template: TemplateSubmission): z.input<typeof templateSubmissionBody> {
  const head = { name: template.name, language: template.language };
  if (template.category === 'AUTHENTICATION') {
    return {
      ...head,
      category: 'AUTHENTICATION',
      components: [
        { type: 'BODY', add_security_recommendation: true },
        { type: 'FOOTER', code_expiration_minutes: template.codeExpirationMinutes },
        { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: template.copyButton }] },
      ],
    };
  }
  const components: z.infer<typeof contentSubmissionBody>['components'] = [
    {
      type: 'BODY',
      text: template.text,
      ...(template.examples.length > 0 ? { example: { body_text: [template.examples] } } : {}),
    },
  ];
  if (template.buttons.length > 0) {
    components.push({ type: 'BUTTONS', buttons: template.buttons.map((text) => ({ type: 'QUICK_REPLY', text })) });
  }
  return { ...head, category: template.category, components };
}
