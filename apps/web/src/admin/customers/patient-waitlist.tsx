import { weekdayNames } from '@recepta/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useCan } from '../../api/permissions.ts';
import { usePatientWaitlist, useRemoveFromWaitlist, type WaitlistEntry } from '../../api/waitlist.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { listFrame } from '../../ui/list-states.tsx';
import { WaitlistForm } from '../../ui/waitlist-form.tsx';

/** "Lu, Mi · 14:00–19:00 · hasta el 31/12/2026": an entry's wishes, in the receptionist's words. */
export function waitlistWishes(entry: WaitlistEntry): string {
  const days =
    entry.days.length === 0 ? 'Cualquier día' : entry.days.map((d) => weekdayNames[d - 1]?.slice(0, 3)).join(', ');
  const hours =
    entry.from && entry.to
      ? `${entry.from}–${entry.to}`
      : entry.from
        ? `desde las ${entry.from}`
        : entry.to
          ? `antes de las ${entry.to}`
          : 'cualquier hora';
  const [y, m, d] = entry.until.split('-');
  return `${days} · ${hours} · hasta el ${d}/${m}/${y}`;
}

/**
 * The patient page's "Lista de espera" (docs/product.md#patient-page): what the patient waits for,
 * "Agregar a lista de espera" and "Quitar". Offers of freed times go to these entries by WhatsApp.
 */
export function PatientWaitlist({ orgId, customerId, tz }: { orgId: string; customerId: string; tz?: string }) {
  const can = useCan();
  const entries = usePatientWaitlist(orgId, customerId);
  const remove = useRemoveFromWaitlist(orgId);
  const [adding, setAdding] = useState(false);
  const items = entries.data ?? [];
  const canWrite = can('agenda.write');

  return (
    <section aria-label="Lista de espera" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">Lista de espera</h2>
        {canWrite && !adding && (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            Agregar a lista de espera
          </Button>
        )}
      </div>
      {adding && (
        <Card>
          <CardContent>
            <WaitlistForm orgId={orgId} customerId={customerId} tz={tz} onDone={() => setAdding(false)} />
          </CardContent>
        </Card>
      )}
      {entries.isError && (
        <p className="text-sm text-red-700 dark:text-red-400">No se pudo cargar la lista de espera.</p>
      )}
      {entries.isSuccess && items.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No está en lista de espera. Si se libera un horario que le sirve, Recepta se lo ofrece por WhatsApp.
        </p>
      )}
      {items.length > 0 && (
        <ul className={listFrame}>
          {items.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 px-4 py-3 sm:px-5">
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900 dark:text-slate-100">
                  {entry.service.name} · {entry.resource?.name ?? 'Cualquier profesional'}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{waitlistWishes(entry)}</span>
              </span>
              {canWrite && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Quitar de la lista de espera: ${entry.service.name}`}
                  loading={remove.isPending && remove.variables === entry.id}
                  onClick={() => remove.mutate(entry.id)}
                >
                  <Trash2 className="size-4" aria-hidden />
                  Quitar
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
