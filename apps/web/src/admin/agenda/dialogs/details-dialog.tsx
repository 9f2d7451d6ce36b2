import { canBeConfirmed, canBeMoved, countryForZone, formatPhoneForPeople } from '@recepta/domain';
import { Bot, Check, Clock, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type AgendaAppointment, useCancelAppointment, useConfirm, useNoShow } from '../../../api/agenda.ts';
import { isApiError } from '../../../api/client.ts';
import { useCan } from '../../../api/permissions.ts';
import { useCancelSeries } from '../../../api/series.ts';
import { appointmentStatusBadge } from '../../../ui/appointment-status.ts';
import { AuditHistory } from '../../../ui/audit-history.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../ui/dialog.tsx';
import { WaitlistForm } from '../../../ui/waitlist-form.tsx';
import { appointmentTitle, customerName } from '../model/appointment-text.ts';
import { longDate, timeRange } from '../model/week-label.ts';
import { ReminderList } from './reminder-list.tsx';

/** Who booked it, as the details say (appointments.booked_by). */
const bookedByText: Record<AgendaAppointment['bookedBy'], string> = {
  staff: 'Agendada por el personal',
  apiKey: 'Agendada por una integración',
  assistant: 'Agendada por el asistente',
  web: 'Reservada en la web',
};

/** The appointment and where it sits in the agenda's zone. */
export interface DetailsTarget {
  appt: AgendaAppointment;
  date: string;
  startMin: number;
  durationMin: number;
}

interface DetailsDialogProps {
  orgId: string;
  /** The agenda's zone: numbers of its country are shown in their national form. */
  tz: string;
  target: DetailsTarget | null;
  now: number;
  onClose(): void;
  onEdit(appt: AgendaAppointment): void;
}

type Action = 'cancel' | 'no-show';

const confirmTexts: Record<Action, { title: string; description: string; confirmLabel: string; pendingLabel: string }> =
  {
    cancel: {
      title: '¿Cancelar esta cita?',
      description: 'El horario quedará libre para otra cita.',
      confirmLabel: 'Cancelar cita',
      pendingLabel: 'Cancelando...',
    },
    'no-show': {
      title: '¿Marcar como no-show?',
      description: 'La cita quedará registrada como no asistida.',
      confirmLabel: 'Marcar no-show',
      pendingLabel: 'Guardando...',
    },
  };

/**
 * Double click (or Enter) on a card (docs/product.md#agenda-details-and-edit-panel): customer (a link to
 * their file), phone, service, professional, times, status, note and each reminder's state, with 'Confirmar' while pending,
 * and 'Cancelar cita' and 'Marcar no-show', each confirmed first.
 */
export function DetailsDialog({ orgId, tz, target, now, onClose, onEdit }: DetailsDialogProps) {
  const [confirming, setConfirming] = useState<Action | null>(null);
  const can = useCan();
  const cancel = useCancelAppointment(orgId);
  const cancelSeries = useCancelSeries(orgId);
  const [earlier, setEarlier] = useState(false);
  const noShow = useNoShow(orgId);
  const confirm = useConfirm(orgId);
  const appt = target?.appt;
  const open = appt !== undefined;
  const live = appt !== undefined && canBeMoved(appt.status);
  const started = appt !== undefined && Date.parse(appt.start) <= now;
  const series = appt?.series;

  const run = (action: Action) => {
    if (!appt) return;
    const mutation = action === 'cancel' ? cancel : noShow;
    mutation.mutate(
      { apptId: appt.id },
      {
        onSuccess: () => {
          toast.success(action === 'cancel' ? 'Cita cancelada' : 'Cita marcada como no-show');
          setConfirming(null);
          onClose();
        },
        onError: (error) => {
          toast.error(isApiError(error) && error.message ? error.message : 'Error al actualizar la cita');
          setConfirming(null);
        },
      },
    );
  };

  /** "Esta y las siguientes": the series' cancellation from this appointment on. */
  const cancelFollowing = () => {
    if (!series) return;
    cancelSeries.mutate(
      { seriesId: series.id, fromIndex: series.index },
      {
        onSuccess: ({ appointments }) => {
          toast.success(appointments.length === 1 ? 'Cita cancelada' : `${appointments.length} citas canceladas`);
          setConfirming(null);
          onClose();
        },
        onError: (error) => {
          toast.error(isApiError(error) && error.message ? error.message : 'Error al actualizar la cita');
          setConfirming(null);
        },
      },
    );
  };

  const confirmNow = () => {
    if (!appt) return;
    confirm.mutate(
      { apptId: appt.id },
      {
        onSuccess: () => {
          toast.success('Cita confirmada');
          onClose();
        },
        onError: (error) =>
          toast.error(isApiError(error) && error.message ? error.message : 'Error al actualizar la cita'),
      },
    );
  };

  return (
    <>
      <Dialog open={open && confirming === null && !earlier} onOpenChange={(next) => !next && onClose()}>
        {target && appt && (
          <DialogContent title={appointmentTitle(appt)} description={appt.service.name} className="sm:max-w-xl">
            <dl className="mt-5 grid grid-cols-[7rem_1fr] gap-x-4 gap-y-3 text-sm">
              <Row label="Cliente">
                {appt.customer ? (
                  <Link
                    to={`/admin/customers/${encodeURIComponent(appt.customer.id)}`}
                    className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-500"
                  >
                    {customerName(appt.customer)}
                  </Link>
                ) : (
                  customerName(appt.customer)
                )}
              </Row>
              <Row label="Teléfono">
                {appt.customer?.phone.trim()
                  ? formatPhoneForPeople(appt.customer.phone, countryForZone(tz))
                  : 'Sin teléfono'}
              </Row>
              <Row label="Servicio">{appt.service.name}</Row>
              <Row label="Profesional">
                <span className="inline-flex items-center gap-2">
                  <span
                    aria-hidden
                    className="size-3 rounded-full"
                    style={{ backgroundColor: appt.resource.backgroundColor }}
                  />
                  {appt.resource.name}
                </span>
              </Row>
              <Row label="Fecha">{longDate(target.date)}</Row>
              <Row label="Horario">
                <span className="tabular-nums">{timeRange(target.startMin, target.startMin + target.durationMin)}</span>
              </Row>
              <Row label="Estado">
                <Badge tone={appointmentStatusBadge(appt.status).tone}>
                  {appointmentStatusBadge(appt.status).label}
                </Badge>
              </Row>
              <Row label="Origen">
                <span className="inline-flex items-center gap-1.5">
                  {appt.bookedBy === 'assistant' && (
                    <Bot className="size-4 text-brand-700 dark:text-brand-500" aria-hidden />
                  )}
                  {bookedByText[appt.bookedBy]}
                </span>
              </Row>
              <Row label="Nota">
                {appt.note.trim() || <span className="text-slate-500 dark:text-slate-400">Sin nota</span>}
              </Row>
              <Row label="Recordatorios">
                <ReminderList orgId={orgId} appointmentId={appt.id} tz={tz} />
              </Row>
              {can('audit.read') && (
                <Row label="Historial">
                  <AuditHistory orgId={orgId} filters={{ appointmentId: appt.id }} tz={tz} />
                </Row>
              )}
            </dl>
            <DialogFooter className="sm:flex-wrap sm:justify-between">
              {live ? (
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button variant="danger" onClick={() => setConfirming('cancel')}>
                    Cancelar cita
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={!started}
                    title={started ? undefined : 'Disponible cuando la cita haya comenzado'}
                    onClick={() => setConfirming('no-show')}
                  >
                    Marcar no-show
                  </Button>
                </div>
              ) : (
                <span />
              )}
              {live && (
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  {!started && appt.customer && can('agenda.write') && (
                    <Button variant="secondary" onClick={() => setEarlier(true)}>
                      <Clock className="size-4" aria-hidden />
                      Avisar si se libera antes
                    </Button>
                  )}
                  {canBeConfirmed(appt.status) && (
                    <Button variant="secondary" loading={confirm.isPending} onClick={confirmNow}>
                      <Check className="size-4" aria-hidden />
                      Confirmar
                    </Button>
                  )}
                  <Button data-autofocus onClick={() => onEdit(appt)}>
                    <Pencil className="size-4" aria-hidden />
                    Editar
                  </Button>
                </div>
              )}
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
      {series && confirming === 'cancel' ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setConfirming(null)}
          title="¿Cancelar esta cita de la serie?"
          description="Esta cita es parte de una serie. Los horarios quedarán libres para otras citas."
          confirmLabel="Esta y las siguientes"
          pendingLabel="Cancelando..."
          alternative={{ label: 'Solo esta', onClick: () => run('cancel') }}
          cancelLabel="Volver"
          pending={cancel.isPending || cancelSeries.isPending}
          onConfirm={cancelFollowing}
        />
      ) : (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(next) => !next && setConfirming(null)}
          {...confirmTexts[confirming ?? 'cancel']}
          cancelLabel="Volver"
          pending={cancel.isPending || noShow.isPending}
          onConfirm={() => confirming && run(confirming)}
        />
      )}
      <Dialog open={earlier && appt !== undefined} onOpenChange={(next) => !next && setEarlier(false)}>
        {appt?.customer && earlier && (
          <DialogContent
            title="Avisar si se libera antes"
            description={`${customerName(appt.customer)} recibirá por WhatsApp un horario más temprano si alguien cancela; al tomarlo, su cita actual se mueve.`}
            className="sm:max-w-xl"
          >
            <div className="mt-4">
              <WaitlistForm
                orgId={orgId}
                customerId={appt.customer.id}
                tz={tz}
                appointmentId={appt.id}
                defaults={{
                  serviceId: appt.service.id,
                  resourceId: appt.resource.id,
                  until: appt.start.slice(0, 10),
                }}
                onCancel={() => setEarlier(false)}
                onDone={() => {
                  setEarlier(false);
                  onClose();
                }}
              />
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </>
  );
}
