import { type MessageStatus, messageStatusLabels } from '@recepta/domain';
import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';

/**
 * WhatsApp's ticks for an outbound message (docs/product.md#inbox): a clock while queued, ✓ sent,
 * ✓✓ delivered, blue ✓✓ read, a red mark when it failed. The status is also said in words.
 */
export function MessageTicks({ status }: { status: MessageStatus }) {
  const label = <span className="sr-only">{messageStatusLabels[status]}</span>;
  const icon = 'inline size-3.5 align-[-2px]';
  switch (status) {
    case 'queued':
      return (
        <span data-status="queued" title={messageStatusLabels.queued}>
          <Clock className={icon} aria-hidden />
          {label}
        </span>
      );
    case 'sent':
      return (
        <span data-status="sent" title={messageStatusLabels.sent}>
          <Check className={icon} aria-hidden />
          {label}
        </span>
      );
    case 'delivered':
      return (
        <span data-status="delivered" title={messageStatusLabels.delivered}>
          <CheckCheck className={icon} aria-hidden />
          {label}
        </span>
      );
    case 'read':
      return (
        <span data-status="read" title={messageStatusLabels.read} className="text-[#027eb5] dark:text-[#53bdeb]">
          <CheckCheck className={icon} aria-hidden />
          {label}
        </span>
      );
    case 'failed':
      return (
        <span data-status="failed" title={messageStatusLabels.failed} className="text-red-700 dark:text-red-300">
          <AlertCircle className={icon} aria-hidden />
          {label}
        </span>
      );
  }
}
