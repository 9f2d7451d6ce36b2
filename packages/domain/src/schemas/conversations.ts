import { conversationModes, messageAuthors, messageKinds, messageStatuses } from '../messaging/message-status.ts';
import { appointmentStatuses } from '../scheduling/statuses.ts';
import { z } from '../zod.ts';
import { orgQuery, safeString } from './building-blocks.ts';
import { bookedByKinds } from './scheduling.ts';

/**
 * Wire shapes of the inbox (docs/api.md#the-whatsapp-loop), shared by the server (serialisation,
 * OpenAPI) and the web app (its types). Instants are ISO with the organisation zone's offset.
 */
export const customerRef = z
  .object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    /** Replied SALIR: nothing automatic goes to them, and staff cannot write either. */
    optedOut: z.boolean(),
  })
  .nullable();

const direction = z.enum(['in', 'out']);

export const conversationSummaryWire = z.object({
  id: z.string(),
  /** Null when the sender is not a customer of the catalogue (yet). */
  customer: customerRef,
  /** Null only for a conversation without messages. */
  lastMessage: z.object({ body: z.string(), direction, sentAt: z.string() }).nullable(),
  lastMessageAt: z.string(),
  mode: z.enum(conversationModes),
  /** Since when the patient waits for a person (asked to reschedule, or for a human); null when nobody waits. */
  waitingSince: z.string().nullable(),
  /** Inbound messages staff have not read. */
  unread: z.number(),
  /** Free text may go out until then (24 h after the patient's last message); null: only templates. */
  windowOpenUntil: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummaryWire>;

export const messageWire = z.object({
  id: z.string(),
  direction,
  author: z.enum(messageAuthors),
  kind: z.enum(messageKinds),
  /** What the patient reads; a template's text with its values filled in. */
  body: z.string(),
  /** Reply buttons offered (out) or the one tapped (in). */
  buttons: z.array(z.object({ id: z.string(), title: z.string() })).optional(),
  status: z.enum(messageStatuses),
  /** Why it failed, in Meta's words. */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  sentAt: z.string(),
});
export type MessageWire = z.infer<typeof messageWire>;
/** The patient's side of a message's customer, on a conversation. */
export type ConversationCustomer = NonNullable<z.infer<typeof customerRef>>;

export const customerAppointmentWire = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(appointmentStatuses),
  /** Whether it is still ahead (or under way) at the time of the answer. */
  upcoming: z.boolean(),
  service: z.object({ id: z.string(), name: z.string() }),
  resource: z.object({ id: z.string(), name: z.string() }),
  /** 'assistant' when the chat receptionist booked it (the inbox says so). */
  bookedBy: z.enum(bookedByKinds),
});
export type CustomerAppointment = z.infer<typeof customerAppointmentWire>;

export const conversationDetailWire = conversationSummaryWire.omit({ lastMessage: true }).extend({
  /** The latest page, oldest first: the order a chat thread reads. */
  messages: z.array(messageWire),
  /** Older messages exist: GET /conversations/{id}/messages?before= reads them. */
  hasMore: z.boolean(),
  /** The customer's upcoming and most recent appointments, by start. */
  appointments: z.array(customerAppointmentWire),
});
export type ConversationDetail = z.infer<typeof conversationDetailWire>;

export const conversationListQuery = z.object({
  orgId: safeString().max(64).optional(),
  q: safeString().trim().max(100, 'Máximo 100 caracteres').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The conversation of one customer, if they have one. */
  customerId: z.uuid('Cliente inválido').optional(),
});
export type ConversationListQuery = z.infer<typeof conversationListQuery>;

/** GET /conversations/unread: the sidebar's badge. */
export const unreadCountWire = z.object({ unread: z.number() });

/** GET /conversations/{id}/messages?before=: a page of older messages, oldest first. */
export const messagePageQuery = orgQuery.extend({
  before: z.uuid('Mensaje inválido').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const messagePageWire = z.object({ items: z.array(messageWire), hasMore: z.boolean() });

/** A message of a conversation in the path (POST /conversations/{id}/messages/{messageId}/retry). */
export const messageParams = z.object({ id: safeString().max(64), messageId: safeString().max(64) });

const templateParam = safeString().trim().min(1, 'Completa todos los valores').max(1024, 'Máximo 1024 caracteres');

/** POST /conversations/{id}/messages: free text, or an approved template with its values. */
export const sendMessageInput = z.union([
  z.strictObject({
    text: safeString('Escribe un mensaje').trim().min(1, 'Escribe un mensaje').max(4096, 'Máximo 4096 caracteres'),
  }),
  z.strictObject({ templateId: z.uuid('Plantilla inválida'), params: z.array(templateParam).max(20).default([]) }),
]);
export type SendMessageInput = z.infer<typeof sendMessageInput>;

/** POST /conversations: staff write first, with an approved template. */
export const startConversationInput = z.strictObject({
  customerId: z.uuid('Cliente inválido'),
  templateId: z.uuid('Plantilla inválida'),
  params: z.array(safeString().trim().min(1, 'Completa todos los valores').max(1024)).max(20).default([]),
});

/** POST /conversations/{id}/mode: "Tomar conversación" (staff) or "Devolver al asistente" (assistant). */
export const conversationModeInput = z.strictObject({ mode: z.enum(conversationModes, { error: 'Modo inválido' }) });
