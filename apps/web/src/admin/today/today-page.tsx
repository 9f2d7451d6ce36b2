import { RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import type { AgendaAppointment } from '../../api/agenda.ts';
import { newIdempotencyKey } from '../../api/client.ts';
import { useConfig } from '../../api/config.ts';
import { type Today, useConfirmAppointment, useToday } from '../../api/today.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { CallList } from './call-list.tsx';
import { FirstSteps } from './first-steps.tsx';
import { LiveStatus } from './live-status.tsx';
import { TodayCounters } from './today-counters.tsx';
import { dayTitle } from './today-format.ts';
import { TodayList } from './today-list.tsx';
import { TodaySkeleton } from './today-skeleton.tsx';
import { type FirstStepsState, useFirstSteps } from './use-first-steps.ts';
import { useTodayLive } from './use-today-live.ts';

/** /admin/today (docs/product.md#today): the day at a glance, kept live. */
export default function TodayPage() {
  const org = useCurrentOrg();
  const today = useToday(org.id);
  // Read beside the day, so the page is drawn once with "Primeros pasos" in its place.
  const firstSteps = useFirstSteps(org.id);

  return (
    // A container, so that the layout follows the room left by the sidebar, not the window.
    <section className="@container space-y-6">
      {today.data && firstSteps.settled ? (
        <TodayView orgId={org.id} today={today.data} firstSteps={firstSteps} />
      ) : (
        <>
          <PageHeader title="Hoy" />
          {today.isError ? (
            <Alert variant="error">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span>No se pudieron cargar las citas de hoy. {today.error.message}</span>
                <Button variant="secondary" size="sm" onClick={() => void today.refetch()}>
                  <RotateCw className="size-4" aria-hidden />
                  Reintentar
                </Button>
              </div>
            </Alert>
          ) : (
            <TodaySkeleton />
          )}
        </>
      )}
    </section>
  );
}

function TodayView({ orgId, today, firstSteps }: { orgId: string; today: Today; firstSteps: FirstStepsState }) {
  const live = useTodayLive(orgId, today.date, today.tz);
  const confirm = useConfirmAppointment(orgId);
  // Kept live by the panel's stream ('config'), so a change in Configuración shows here at once.
  const config = useConfig(orgId);

  // Per call, not mutate()'s callbacks: those fire only for the latest of several quick confirmations.
  const onConfirm = (appointment: AgendaAppointment) =>
    confirm.mutateAsync({ apptId: appointment.id, idempotencyKey: newIdempotencyKey() }).then(
      () => toast.success('Cita confirmada'),
      (error: Error) => toast.error('Error al confirmar', { description: error.message || undefined }),
    );

  return (
    <>
      <PageHeader title="Hoy">
        <div className="flex items-center gap-3">
          <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{dayTitle(today.date)}</span>
          <LiveStatus status={live} />
        </div>
      </PageHeader>
      {firstSteps.steps && <FirstSteps orgId={orgId} steps={firstSteps.steps} empty={firstSteps.empty} />}
      <TodayCounters counters={today.counters} />
      <CallList calls={today.calls ?? []} tz={today.tz} />
      <TodayList
        appointments={today.appointments}
        tz={today.tz}
        reminderOffsets={config.data?.reminderFrequencies}
        onConfirm={onConfirm}
      />
    </>
  );
}
