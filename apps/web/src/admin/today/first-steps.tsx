import { defaultConfig, weeklyHoursOf } from '@recepta/domain';
import { clsx } from 'clsx';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { useChannel } from '../../api/channel.ts';
import { useConfig } from '../../api/config.ts';
import { useConversations } from '../../api/conversations.ts';
import { useResources } from '../../api/resources.ts';
import { useServices } from '../../api/services.ts';
import { focusRing } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { QuickStartForm } from './quick-start-form.tsx';

const DEFAULT_WEEK = JSON.stringify(weeklyHoursOf(defaultConfig));

interface Step {
  label: string;
  /** Where the step is done, opened on the form that does it. */
  to: string;
  done: boolean;
}

/**
 * "Primeros pasos" (docs/product.md#first-steps): what a new clinic does before its first booking,
 * each step ticked from what the organisation holds (a professional or room, a service, opening hours
 * differing from the default week, a conversation tried in the simulator, a WhatsApp number connected). Shown on Hoy until
 * every step is done; the steps link to the form that does them.
 */
export function FirstSteps({ orgId }: { orgId: string }) {
  const resources = useResources(orgId);
  const services = useServices(orgId);
  const config = useConfig(orgId);
  const conversations = useConversations(orgId, '');
  const channel = useChannel(orgId);
  const loaded = [resources, services, config, conversations, channel].every((q) => q.isSuccess);
  if (!loaded) return null;

  const steps: Step[] = [
    {
      label: 'Agrega un profesional o una sala',
      to: '/admin/resources?nuevo=1',
      done: (resources.data?.length ?? 0) > 0,
    },
    { label: 'Agrega un servicio', to: '/admin/services?nuevo=1', done: (services.data?.length ?? 0) > 0 },
    {
      label: 'Revisa tu horario de atención',
      to: '/admin/config',
      // The default week (every day 08:00–18:00) lets the receptionist book already; hours of the
      // clinic's own are the sign that someone looked at them.
      done: config.data !== undefined && JSON.stringify(weeklyHoursOf(config.data)) !== DEFAULT_WEEK,
    },
    {
      label: 'Prueba una reserva en el Simulador',
      to: '/admin/bandeja?simulador=1',
      done: (conversations.data?.length ?? 0) > 0,
    },
    {
      label: 'Conecta WhatsApp',
      to: '/admin/recepta',
      done: channel.data?.kind === 'whatsapp' && channel.data.connected,
    },
  ];
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;

  return (
    <Card>
      <CardHeader
        title="Primeros pasos"
        description={`${done} de ${steps.length} listos. Con los dos primeros, la recepcionista ya puede agendar.`}
      />
      <CardContent className="space-y-4 pt-3">
        {resources.data?.length === 0 && services.data?.length === 0 && <QuickStartForm orgId={orgId} />}
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
