import { type MessageStatus, messageStatusLabels } from '@recepta/domain';
import { AlertCircle, Check, CheckCheck, Clock, type LucideIcon } from 'lucide-react';

/** Each status's mark and colour, as WhatsApp draws them. */
const marks: Record<MessageStatus, { icon: LucideIcon; className?: string }> = {
  queued: { icon: Clock },
  sent: { icon: Check },
  delivered: { icon: CheckCheck },
  read: { icon: CheckCheck, className: 'text-[#027eb5] dark:text-[#53bdeb]' },
  failed: { icon: AlertCircle, className: 'text-red-700 dark:text-red-300' },
  cancelled: { icon: AlertCircle, className: 'text-slate-600 dark:text-slate-400' },
};

/**
 * WhatsApp's ticks for an outbound message (docs/product.md#inbox): a clock while queued, ✓ sent,
 * ✓✓ delivered, blue ✓✓ read, a red mark when it failed, a grey one when the send guards dropped it. The status is also said in words.
 */
export function MessageTicks({ status }: { status: MessageStatus }) {
  const { icon: Icon, className } = marks[status];
  return (
    <span data-status={status} title={messageStatusLabels[status]} className={className}>
      <Icon className="inline size-3.5 align-[-2px]" aria-hidden />
      <span className="sr-only">{messageStatusLabels[status]}</span>
    </span>
  );
}
