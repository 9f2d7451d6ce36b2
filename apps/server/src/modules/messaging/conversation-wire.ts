import { appointmentStatuses, safeString } from '@recepta/domain';
import { z } from 'zod';

/** Wire shapes of the inbox (docs/api.md#messaging). Instants are ISO with the location's offset. */
export const customerRef = z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable();

const direction = z.enum(['in', 'out']);

export const conversationSummaryWire = z.object({
  id: z.string(),
  /** Null when the sender is not a customer of the catalogue (yet). */
  customer: customerRef,
  /** Null only for a conversation without messages. */
  lastMessage: z.object({ body: z.string(), direction, sentAt: z.string() }).nullable(),
  lastMessageAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummaryWire>;

export const messageWire = z.object({ id: z.string(), direction, body: z.string(), sentAt: z.string() });
export type MessageWire = z.infer<typeof messageWire>;

export const customerAppointmentWire = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(appointmentStatuses),
  /** Whether it is still ahead (or under way) at the time of the answer. */
  upcoming: z.boolean(),
  service: z.object({ id: z.string(), name: z.string() }),
  resource: z.object({ id: z.string(), name: z.string() }),
});
export type CustomerAppointment = z.infer<typeof customerAppointmentWire>;

export const conversationDetailWire = z.object({
  id: z.string(),
  customer: customerRef,
  lastMessageAt: z.string(),
  /** Oldest first: the order a chat thread reads. */
  messages: z.array(messageWire),
  /** The customer's upcoming and most recent appointments, by start. */
  appointments: z.array(customerAppointmentWire),
});
export type ConversationDetail = z.infer<typeof conversationDetailWire>;

export const conversationListQuery = z.object({
  orgId: safeString().max(64).optional(),
  q: safeString().trim().max(100, 'Máximo 100 caracteres').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ConversationListQuery = z.infer<typeof conversationListQuery>;
