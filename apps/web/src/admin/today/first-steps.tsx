import { clsx } from 'clsx';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { QuickStartForm } from './quick-start-form.tsx';
import type { FirstStep } from './use-first-steps.ts';

/**
 * "Primeros pasos" (docs/product.md#first-steps): what a new clinic does before its first booking,
 * shown on Hoy until every step is done (use-first-steps.ts); the steps link to the form that does them.
 */
export function FirstSteps({ orgId, steps, empty }: { orgId: string; steps: FirstStep[]; empty: boolean }) {
  const done = steps.filter((step) => step.done).length;
  return (
    <Card>
      <CardHeader
        title="Primeros pasos"
        description={`${done} de ${steps.length} listos. Con los dos primeros, la recepcionista ya puede agendar.`}
      />
      <CardContent className="space-y-4 pt-3">
        {empty && <QuickStartForm orgId={orgId} />}
        <ol aria-label="Primeros pasos" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {steps.map((step) => (
            <li key={step.label}>
              <Link
                to={step.to}
                className={clsx(
                  'flex items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm',
                  step.done
                    ? 'border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400'
                    : 'border-brand-100 bg-brand-50 font-medium text-brand-800 hover:bg-brand-100 dark:border-brand-800/60 dark:bg-brand-800/25 dark:text-brand-50 dark:hover:bg-brand-800/40',
                  focusRing,
                )}
              >
                {step.done ? (
                  <CheckCircle2 className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
                ) : (
                  <Circle className="size-5 shrink-0 text-brand-700 dark:text-brand-500" aria-hidden />
                )}
                <span>{step.label}</span>
                <span className="sr-only">{step.done ? '(hecho)' : '(pendiente)'}</span>
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
