/**
 * Reminders and opt-out on the wire (docs/api.md#reminders-and-opt-out).
 */

import type { MessageStatus } from '../messaging/message-status.ts';
import { z } from '../zod.ts';

/** A reminder's state as staff read it: the plan's until it goes out, then its message's. */
export const reminderStatuses = [
  'scheduled',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'skipped',
  'cancelled',
] as const;
export type ReminderStatus = (typeof reminderStatuses)[number];

/** Spanish labels of the reminder states, as the appointment's details show them. */
export const reminderStatusLabels: Record<ReminderStatus, string> = {
  scheduled: 'Programado',
  sending: 'Enviando',
  sent: 'Enviado',
  delivered: 'Entregado',
  read: 'Leído',
  failed: 'Fallido',
  skipped: 'Omitido',
  cancelled: 'Cancelado',
};

/** A planned message's own status (the server's scheduled_messages.status). */
export type PlanStatus = 'scheduled' | 'sent' | 'skipped' | 'cancelled';

/** Once sent, a reminder's state is its message's; a message still queued reads as "sending". */
export function reminderStatusOf(plan: PlanStatus, message: MessageStatus | null): ReminderStatus {
  if (plan !== 'sent') return plan;
  if (!message) return 'sent';
  return message === 'queued' ? 'sending' : message;
}

export const reminderWire = z.object({
  offsetMin: z.number(),
  runAt: z.string(),
  templateName: z.string(),
  status: z.enum(reminderStatuses),
  reason: z.string().optional(),
});
export type ReminderWire = z.infer<typeof reminderWire>;

export const reminderListWire = z.object({ items: z.array(reminderWire) });
