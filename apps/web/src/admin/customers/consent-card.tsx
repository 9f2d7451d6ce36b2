import { type ConsentPurpose, consentPurposeLabels, consentPurposes, consentViaLabels } from '@recepta/domain';
import { ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { useConsents, useRecordConsent } from '../../api/privacy.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';

const stateText = (granted: boolean | null) => (granted === null ? 'Sin respuesta' : granted ? 'Aceptado' : 'Retirado');

/**
 * What the patient consented to, per purpose, on their page (docs/privacy.md#consent): the current
 * answer, buttons for staff to record what the patient says at reception, and every event with its
 * exact wording.
 */
export function ConsentCard({ orgId, customerId }: { orgId: string; customerId: string }) {
  const consents = useConsents(orgId, customerId);
  const record = useRecordConsent(orgId, customerId);
  const set = (purpose: ConsentPurpose, granted: boolean) =>
    record.mutate(
      { purpose, granted, via: 'reception' },
      {
        onSuccess: () => toast.success(granted ? 'Consentimiento registrado' : 'Retiro registrado'),
        onError: () => toast.error('No se pudo registrar el consentimiento'),
      },
    );
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-500" aria-hidden />
          <div>
            <h2 className="font-medium text-slate-900 dark:text-slate-100">Consentimientos</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Lo que el paciente aceptó o retiró, cuándo y por qué medio. Las campañas solo llegan a quien aceptó.
            </p>
          </div>
        </div>
        {consents.isError ? (
          <p className="text-sm text-red-700 dark:text-red-400">No se pudieron cargar los consentimientos.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Consentimientos por finalidad">
            {consentPurposes.map((purpose) => {
              const granted = consents.data?.current[purpose] ?? null;
              return (
                <li key={purpose} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-slate-900 dark:text-slate-100">
                    {consentPurposeLabels[purpose]}{' '}
                    <Badge tone={granted ? 'success' : granted === false ? 'warning' : 'neutral'}>
                      {stateText(granted)}
                    </Badge>
                  </span>
                  <span className="flex gap-2">
                    <Button
                      variant="secondary"
                      disabled={record.isPending || granted === true}
                      onClick={() => set(purpose, true)}
                      aria-label={`Registrar que acepta: ${consentPurposeLabels[purpose]}`}
                    >
                      Acepta
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={record.isPending || granted !== true}
                      onClick={() => set(purpose, false)}
                      aria-label={`Registrar que retira: ${consentPurposeLabels[purpose]}`}
                    >
                      Retira
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {consents.data && consents.data.items.length > 0 && (
          <details>
            <summary className="cursor-pointer text-sm text-brand-700 dark:text-brand-500">Historial</summary>
            <ul className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300">
              {consents.data.items.map((e) => (
                <li key={`${e.at}-${e.purpose}-${e.granted}`}>
                  {formatDateTime(e.at)} · {consentPurposeLabels[e.purpose]} · {e.granted ? 'aceptó' : 'retiró'} ·{' '}
                  {consentViaLabels[e.via]} — «{e.wording}»
                </li>
              ))}
            </ul>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
