import { clsx } from 'clsx';
import { CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ConversationSummary } from '../../api/conversations.ts';
import { Badge } from '../../ui/badge.tsx';
import { focusRing } from '../../ui/button.tsx';
import { listTime } from './chat-time.ts';
import { CustomerAvatar } from './customer-avatar.tsx';
import { customerLabel } from './customer-label.ts';

interface ConversationRowProps {
  conversation: ConversationSummary;
  selected: boolean;
  now: Date;
}

/** One conversation in the list: who, the last message, and when. */
export function ConversationRow({ conversation, selected, now }: ConversationRowProps) {
  const { customer, lastMessage, unread } = conversation;
  const label = customerLabel(customer);
  return (
    <Link
      to={{ search: `?id=${encodeURIComponent(conversation.id)}` }}
      aria-current={selected ? 'page' : undefined}
      className={clsx(
        'flex items-center gap-3 px-4 py-3 transition-colors',
        selected ? 'bg-brand-50 dark:bg-brand-800/25' : 'hover:bg-slate-50 dark:hover:bg-slate-800/50',
        focusRing,
        'focus-visible:ring-inset focus-visible:ring-offset-0',
      )}
    >
      <CustomerAvatar name={customer?.name ?? null} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={clsx('truncate text-slate-900 dark:text-slate-50', unread > 0 ? 'font-bold' : 'font-medium')}
          >
            {label}
          </span>
          <time dateTime={conversation.lastMessageAt} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
            {listTime(conversation.lastMessageAt, now)}
          </time>
        </span>
        <span className="mt-0.5 flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          {lastMessage?.direction === 'out' && (
            <>
              <CheckCheck className="size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
              <span className="sr-only">Respuesta enviada:</span>
            </>
          )}
          <span className="min-w-0 flex-1 truncate">{lastMessage?.body ?? 'Sin mensajes'}</span>
          {conversation.waitingSince && <Badge tone="warning">Espera a una persona</Badge>}
          {unread > 0 && (
            <span className="ml-1 shrink-0 rounded-full bg-[#1a7f4b] px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
              {unread}
              <span className="sr-only"> sin leer</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
