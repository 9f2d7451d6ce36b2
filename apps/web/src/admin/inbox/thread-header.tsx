import { countryForZone, formatPhoneForPeople } from '@recepta/domain';
import { ArrowLeft, Bot, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { type ConversationDetail, useSetMode } from '../../api/conversations.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { CustomerAvatar } from './customer-avatar.tsx';
import { customerLabel } from './customer-label.ts';

interface ThreadHeaderProps {
  orgId: string;
  /** The organisation's zone: phones of its country read in their national form. */
  tz: string | null;
  conversation: ConversationDetail;
  onBack: () => void;
}

/**
 * Who the conversation is with (a link to their file), and who answers it: the assistant, or a
 * person who took it over ("Tomar conversación" / "Devolver al asistente"). On a phone, the way back.
 */
export function ThreadHeader({ orgId, tz, conversation, onBack }: ThreadHeaderProps) {
  const { customer } = conversation;
  const mode = useSetMode(orgId, conversation.id);
  const staff = conversation.mode === 'staff';
  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-4 dark:border-slate-800">
      <Button variant="ghost" size="sm" className="px-2 md:hidden" onClick={onBack} aria-label="Volver a la bandeja">
        <ArrowLeft className="size-5" aria-hidden />
      </Button>
      <CustomerAvatar name={customer?.name ?? null} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-slate-900 dark:text-slate-50">
          {customer ? (
            <Link to={`/admin/customers/${encodeURIComponent(customer.id)}`} className="hover:underline">
              {customerLabel(customer)}
            </Link>
          ) : (
            customerLabel(customer)
          )}
        </h2>
        {customer?.phone ? (
          <a
            href={`tel:${customer.phone}`}
            className="text-sm text-slate-600 tabular-nums hover:underline dark:text-slate-400"
          >
            {formatPhoneForPeople(customer.phone, countryForZone(tz ?? undefined))}
          </a>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Aún no está en tus clientes</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {conversation.waitingSince && <Badge tone="warning">Espera a una persona</Badge>}
        <Badge tone={staff ? 'info' : 'success'}>
          {staff ? (
            <UserRound className="mr-1 inline size-3.5" aria-hidden />
          ) : (
            <Bot className="mr-1 inline size-3.5" aria-hidden />
          )}
          {staff ? 'Atendido por el personal' : 'Asistente activo'}
        </Badge>
        <Button
          size="sm"
          variant="secondary"
          loading={mode.isPending}
          onClick={() => mode.mutate(staff ? 'assistant' : 'staff')}
        >
          {staff ? 'Devolver al asistente' : 'Tomar conversación'}
        </Button>
      </div>
    </header>
  );
}
