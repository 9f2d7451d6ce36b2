/**
 * The state of a message and the rules that move it (docs/api.md#the-whatsapp-loop). Meta reports
 * statuses by webhook, out of order and more than once; applying them through `nextMessageStatus`
 * makes the order and the repeats not matter.
 */
/** cancelled: dropped before it went, with the send guards' reason (docs/architecture.md#whatsapp-channel). */
export const messageStatuses = ['queued', 'sent', 'delivered', 'read', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const messageDirections = ['in', 'out'] as const;
export type MessageDirection = (typeof messageDirections)[number];

/** Who wrote a message: the patient (in), or the receptionist, a person of the staff or the system (out). */
export const messageAuthors = ['patient', 'assistant', 'staff', 'system'] as const;
export type MessageAuthor = (typeof messageAuthors)[number];

/** text · template (approved, with parameters) · interactive (reply buttons or a list) · button (a tapped quick reply). */
export const messageKinds = ['text', 'template', 'interactive', 'button'] as const;
export type MessageKind = (typeof messageKinds)[number];

/** assistant: the receptionist answers · staff: a person took over, nothing automatic is sent. */
export const conversationModes = ['assistant', 'staff'] as const;
export type ConversationMode = (typeof conversationModes)[number];

const rank: Record<MessageStatus, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 1, cancelled: 0 };
const foldOrder: Record<MessageStatus, number> = { queued: 0, cancelled: 0, sent: 1, failed: 2, delivered: 3, read: 4 };

/**
 * The status a message takes when `incoming` is reported while it is `current`, or undefined when
 * the report changes nothing. Statuses only move forward (queued → sent → delivered → read); a
 * failure counts only before delivery, and is final: only a resend (which starts again at queued)
 * leaves it.
 */
export function nextMessageStatus(current: MessageStatus, incoming: MessageStatus): MessageStatus | undefined {
  if (current === 'failed' || current === 'cancelled' || incoming === current) return undefined;
  // Only the send guards cancel, before a message goes: a report never does.
  if (incoming === 'cancelled') return undefined;
  if (incoming === 'failed') return current === 'queued' || current === 'sent' ? 'failed' : undefined;
  if (incoming === 'queued') return undefined;
  return rank[incoming] > rank[current] ? incoming : undefined;
}

/** Of several reports for one message (in any order), the status they leave it in. */
export function foldMessageStatus(start: MessageStatus, reports: readonly MessageStatus[]): MessageStatus {
  // Apply in one fixed order so that the result does not depend on the order they arrived in.
  const ordered = [...reports].sort((a, b) => foldOrder[a] - foldOrder[b]);
  return ordered.reduce<MessageStatus>((status, next) => nextMessageStatus(status, next) ?? status, start);
}

/** Spanish names of the statuses, for screen readers beside the ticks. */
export const messageStatusLabels: Record<MessageStatus, string> = {
  queued: 'En cola',
  sent: 'Enviado',
  delivered: 'Entregado',
  read: 'Leído',
  failed: 'No enviado',
  cancelled: 'No enviado',
};
