import { z } from '@recepta/domain';

/**
 * Meta's WhatsApp Cloud API bodies as zod schemas (docs/architecture.md#whatsapp-channel): what we
 * send, what Meta answers, and the webhook payloads it posts. Lenient where Meta adds fields
 * (looseObject), strict on the fields the product relies on.
 */

// ——— Outbound message bodies (POST /{phone-number-id}/messages) ———

const base = {
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual'),
  to: z.string().min(1),
  /** Echoed by Meta in the message's status webhooks (our message id): settles a send whose answer was lost. */
  biz_opaque_callback_data: z.string().max(512).optional(),
};

export const textBody = z.object({
  ...base,
  type: z.literal('text'),
  text: z.object({ body: z.string().min(1).max(4096), preview_url: z.boolean().optional() }),
});

const replyButton = z.object({
  type: z.literal('reply'),
  reply: z.object({ id: z.string().min(1).max(256), title: z.string().min(1).max(20) }),
});

export const interactiveBody = z.object({
  ...base,
  type: z.literal('interactive'),
  interactive: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('button'),
      body: z.object({ text: z.string().min(1).max(1024) }),
      action: z.object({ buttons: z.array(replyButton).min(1).max(3) }),
    }),
    z.object({
      type: z.literal('list'),
      body: z.object({ text: z.string().min(1).max(4096) }),
      action: z.object({
        button: z.string().min(1).max(20),
        sections: z
          .array(
            z.object({
              title: z.string().max(24).optional(),
              rows: z.array(
                z.object({
                  id: z.string().min(1).max(200),
                  title: z.string().min(1).max(24),
                  description: z.string().max(72).optional(),
                }),
              ),
            }),
          )
          .min(1)
          .max(10),
      }),
    }),
  ]),
});

export const templateBody = z.object({
  ...base,
  type: z.literal('template'),
  template: z.object({
    name: z.string().min(1).max(512),
    language: z.object({ code: z.string().min(2) }),
    components: z
      .array(
        z.union([
          z.object({
            type: z.literal('body'),
            parameters: z.array(z.object({ type: z.literal('text'), text: z.string().min(1) })),
          }),
          z.object({
            type: z.literal('button'),
            sub_type: z.literal('quick_reply'),
            index: z.string().regex(/^[0-2]$/),
            parameters: z.array(z.object({ type: z.literal('payload'), payload: z.string().min(1) })).length(1),
          }),
          // An authentication template's copy-code button: Meta creates it as a URL button, and the
          // code goes again as its parameter (at most 15 characters).
          z.object({
            type: z.literal('button'),
            sub_type: z.literal('url'),
            index: z.literal('0'),
            parameters: z.array(z.object({ type: z.literal('text'), text: z.string().min(1).max(15) })).length(1),
          }),
        ]),
      )
      .optional(),
  }),
});

export const messageBody = z.union([textBody, interactiveBody, templateBody]);
export type MessageBody = z.infer<typeof messageBody>;

// ——— Answers ———

export const sendAnswer = z.looseObject({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.looseObject({ input: z.string(), wa_id: z.string() })).optional(),
  messages: z.array(z.looseObject({ id: z.string().min(1) })).min(1),
});

export const phoneNumberAnswer = z.looseObject({
  id: z.string(),
  display_phone_number: z.string(),
  verified_name: z.string().optional().default(''),
});

export const errorAnswer = z.object({
  error: z.looseObject({
    message: z.string().optional().default(''),
    type: z.string().optional(),
    code: z.number().int(),
    error_subcode: z.number().int().optional(),
    error_data: z.looseObject({ details: z.string().optional() }).optional(),
    fbtrace_id: z.string().optional(),
  }),
});

/**
 * An authentication template as Meta's Message Templates API takes it: no text of ours (Meta writes
 * the preset body in the template's language), the security recommendation, the code's expiry in
 * the footer, and a copy-code (OTP) button.
 */
export const authenticationSubmissionBody = z.object({
  name: z.string().regex(/^[a-z0-9_]{1,512}$/),
  language: z.string().min(2),
  category: z.literal('AUTHENTICATION'),
  message_send_ttl_seconds: z.number().int().min(30).max(900).optional(),
  components: z.tuple([
    z.object({ type: z.literal('BODY'), add_security_recommendation: z.boolean() }),
    z.object({ type: z.literal('FOOTER'), code_expiration_minutes: z.number().int().min(1).max(90) }),
    z.object({
      type: z.literal('BUTTONS'),
      buttons: z
        .array(z.object({ type: z.literal('OTP'), otp_type: z.literal('COPY_CODE'), text: z.string().min(1).max(25) }))
        .length(1),
    }),
  ]),
});

export const contentSubmissionBody = z.object({
  name: z.string().regex(/^[a-z0-9_]{1,512}$/),
  language: z.string().min(2),
  category: z.enum(['UTILITY', 'MARKETING']),
  components: z
    .array(
      z.union([
        z.object({
          type: z.literal('BODY'),
          text: z.string().min(1).max(1024),
          example: z.object({ body_text: z.array(z.array(z.string())) }).optional(),
        }),
        z.object({
          type: z.literal('BUTTONS'),
          buttons: z.array(z.object({ type: z.literal('QUICK_REPLY'), text: z.string().min(1).max(25) })).max(3),
        }),
      ]),
    )
    .min(1),
});

export const templateSubmissionBody = z.union([contentSubmissionBody, authenticationSubmissionBody]);

export const templateSubmissionAnswer = z.looseObject({
  id: z.string(),
  status: z.string(),
  category: z.string().optional(),
});

// ——— Webhook payloads (POST /whatsapp/webhook) ———

const inboundMessage = z.looseObject({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: z.string(),
  type: z.string(),
  text: z.looseObject({ body: z.string() }).optional(),
  button: z.looseObject({ payload: z.string().optional(), text: z.string() }).optional(),
  interactive: z
    .looseObject({
      type: z.string(),
      button_reply: z.looseObject({ id: z.string(), title: z.string() }).optional(),
      list_reply: z.looseObject({ id: z.string(), title: z.string(), description: z.string().optional() }).optional(),
    })
    .optional(),
});

const statusUpdate = z.looseObject({
  id: z.string().min(1),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: z.string(),
  recipient_id: z.string(),
  biz_opaque_callback_data: z.string().optional(),
  errors: z
    .array(
      z.looseObject({
        code: z.number().int(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.looseObject({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const messagesValue = z.looseObject({
  metadata: z.looseObject({ phone_number_id: z.string().min(1), display_phone_number: z.string().optional() }),
  contacts: z
    .array(z.looseObject({ wa_id: z.string(), profile: z.looseObject({ name: z.string() }).optional() }))
    .optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});

const templateStatusValue = z.looseObject({
  event: z.string(),
  message_template_id: z.union([z.string(), z.number()]).transform(String),
  message_template_name: z.string(),
  message_template_language: z.string(),
  reason: z.string().nullish(),
});

export const webhookPayload = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.looseObject({ id: z.string(), changes: z.array(z.looseObject({ field: z.string(), value: z.unknown() })) }),
  ),
});

/**
 * A message a patient wrote (or tapped), as Meta's webhook or the sandbox reports it: the one shape
 * the inbound pipeline takes (inbound/receive-message.ts).
 */
export interface InboundMessage {
  /** The sender exactly as Meta wrote it (digits): replies go to this. */
  waId: string;
  profileName: string | undefined;
  wamid: string;
  at: Date;
  kind: 'text' | 'button' | 'interactive' | 'other';
  /** What the patient wrote or tapped; for other kinds, a description such as '[image]'. */
  text: string;
  /** The id of a tapped reply button, list row or template quick reply. */
  buttonId: string | undefined;
}

/** One thing a webhook told us, flattened out of its entries and changes. */
export type WebhookEvent =
  | ({ type: 'message'; phoneNumberId: string } & InboundMessage)
  | {
      type: 'status';
      phoneNumberId: string;
      wamid: string;
      status: 'sent' | 'delivered' | 'read' | 'failed';
      at: Date;
      recipientId: string;
      /** What we passed as biz_opaque_callback_data: our message id. */
      callbackData: string | undefined;
      error: { code: number; message: string } | undefined;
    }
  | {
      type: 'template_status';
      wabaId: string;
      metaTemplateId: string;
      name: string;
      language: string;
      event: string;
      reason: string | undefined;
    };

const fromUnixSeconds = (value: string) => {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
};

/**
 * Meta's payload as a flat list of events. One POST may carry several entries, changes, messages
 * and statuses; a malformed item is skipped and counted, never fatal to the rest.
 */
export function parseWebhook(payload: unknown): { events: WebhookEvent[]; skipped: number } {
  const events: WebhookEvent[] = [];
  let skipped = 0;
  const parsed = webhookPayload.safeParse(payload);
  if (!parsed.success) return { events, skipped: 1 };
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field === 'message_template_status_update') {
        const value = templateStatusValue.safeParse(change.value);
        if (!value.success) {
          skipped++;
          continue;
        }
        events.push({
          type: 'template_status',
          wabaId: entry.id,
          metaTemplateId: value.data.message_template_id,
          name: value.data.message_template_name,
          language: value.data.message_template_language,
          event: value.data.event,
          reason: value.data.reason ?? undefined,
        });
        continue;
      }
      if (change.field !== 'messages') continue;
      const value = messagesValue.safeParse(change.value);
      if (!value.success) {
        skipped++;
        continue;
      }
      const phoneNumberId = value.data.metadata.phone_number_id;
      const names = new Map((value.data.contacts ?? []).map((c) => [c.wa_id, c.profile?.name]));
      for (const raw of value.data.messages ?? []) {
        const m = inboundMessage.safeParse(raw);
        if (!m.success) {
          skipped++;
          continue;
        }
        events.push({ type: 'message', phoneNumberId, profileName: names.get(m.data.from), ...describe(m.data) });
      }
      for (const raw of value.data.statuses ?? []) {
        const s = statusUpdate.safeParse(raw);
        if (!s.success) {
          skipped++;
          continue;
        }
        const error = s.data.errors?.[0];
        events.push({
          type: 'status',
          phoneNumberId,
          wamid: s.data.id,
          status: s.data.status,
          at: fromUnixSeconds(s.data.timestamp),
          recipientId: s.data.recipient_id,
          callbackData: s.data.biz_opaque_callback_data,
          error: error
            ? {
                code: error.code,
                message: error.error_data?.details || error.message || error.title || String(error.code),
              }
            : undefined,
        });
      }
    }
  }
  return { events, skipped };
}

function describe(m: z.infer<typeof inboundMessage>) {
  const common = { waId: m.from, wamid: m.id, at: fromUnixSeconds(m.timestamp) };
  if (m.type === 'text' && m.text) return { ...common, kind: 'text' as const, text: m.text.body, buttonId: undefined };
  if (m.type === 'button' && m.button) {
    return { ...common, kind: 'button' as const, text: m.button.text, buttonId: m.button.payload ?? m.button.text };
  }
  const reply = m.interactive?.button_reply ?? m.interactive?.list_reply;
  if (m.type === 'interactive' && reply) {
    return { ...common, kind: 'interactive' as const, text: reply.title, buttonId: reply.id };
  }
  // Images, audio, locations, stickers…: kept, so staff see that something came, and can answer.
  return { ...common, kind: 'other' as const, text: `[${m.type}]`, buttonId: undefined };
}
