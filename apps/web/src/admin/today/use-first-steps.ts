import { defaultConfig, weeklyHoursOf } from '@recepta/domain';
import { useChannel } from '../../api/channel.ts';
import { useConfig } from '../../api/config.ts';
import { useConversations } from '../../api/conversations.ts';
import { useResources } from '../../api/resources.ts';
import { useServices } from '../../api/services.ts';

const DEFAULT_WEEK = JSON.stringify(weeklyHoursOf(defaultConfig));

export interface FirstStep {
  label: string;
  /** Where the step is done, opened on the form that does it. */
  to: string;
  done: boolean;
}

export interface FirstStepsState {
  /** Every read has answered (or failed): Hoy is drawn once, with "Primeros pasos" in place or not. */
  settled: boolean;
  /** The steps while any is left to do; null once all are done or when a read failed. */
  steps: FirstStep[] | null;
  /** Neither a professional nor a service yet: the quick start form is offered. */
  empty: boolean;
}

/**
 * "Primeros pasos" (docs/product.md#first-steps), each step ticked from what the organisation holds
 * (a professional or room, a service, opening hours differing from the default week, a conversation
 * tried in the simulator, a WhatsApp number connected). Read by Hoy beside its own read, not inside the
 * card: a card that appeared after its five reads pushed the counters ~390 px down under the reader.
 */
export function useFirstSteps(orgId: string): FirstStepsState {
  const resources = useResources(orgId);
  const services = useServices(orgId);
  const config = useConfig(orgId);
  const conversations = useConversations(orgId, '');
  const channel = useChannel(orgId);
  const reads = [resources, services, config, conversations, channel];
  const settled = reads.every((q) => q.isSuccess || q.isError);
  if (!reads.every((q) => q.isSuccess)) return { settled, steps: null, empty: false };

  const steps: FirstStep[] = [
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
  const empty = resources.data?.length === 0 && services.data?.length === 0;
  return { settled, steps: steps.every((step) => step.done) ? null : steps, empty };
}
