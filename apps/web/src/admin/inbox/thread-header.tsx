import { ArrowLeft } from 'lucide-react';
import type { ConversationCustomer } from '../../api/conversations.ts';
import { Button } from '../../ui/button.tsx';
import { CustomerAvatar } from './customer-avatar.tsx';
import { customerLabel } from './customer-label.ts';

/** Who the conversation is with: name and phone; on a phone, the way back to the list. */
export function ThreadHeader({ customer, onBack }: { customer: ConversationCustomer | null; onBack: () => void }) {
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-4 dark:border-slate-800">
      <Button variant="ghost" size="sm" className="px-2 md:hidden" onClick={onBack} aria-label="Volver a la bandeja">
        <ArrowLeft className="size-5" aria-hidden />
      </Button>
      <CustomerAvatar name={customer?.name ?? null} />
      <div className="min-w-0">
        <h2 className="truncate font-semibold text-slate-900 dark:text-slate-50">{customerLabel(customer)}</h2>
        {customer?.phone ? (
          <a
            href={`tel:${customer.phone}`}
            className="text-sm text-slate-600 tabular-nums hover:underline dark:text-slate-400"
          >
            {customer.phone}
          </a>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Aún no está en tus clientes</p>
        )}
      </div>
    </header>
  );
}
