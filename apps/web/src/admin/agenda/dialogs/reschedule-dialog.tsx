import { ArrowRight } from 'lucide-react';
import type { AgendaAppointment } from '../../../api/agenda.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../ui/dialog.tsx';
import type { Proposal } from '../gesture/pointer-deps.ts';
import { appointmentTitle } from '../model/appointment-text.ts';
import { shortDate, timeRange } from '../model/week-label.ts';

/**
 * A change of time waiting for confirmation: a drop or resize in the grid, or the edit panel's new
 * date, time or length. `from` and `to` are the lines shown ('mar 24 nov', '09:00–09:30').
 */
export interface RescheduleChange {
  kind: 'move' | 'resize';
  appt: AgendaAppointment;
  from: string[];
  to: string[];
}

/** The grid's proposal as a change to confirm. */
export function proposalChange(proposal: Proposal, days: readonly string[]): RescheduleChange {
  const { item, target } = proposal;
  return {
    kind: proposal.kind,
    appt: item.appt,
    from: [shortDate(days[item.day] as string), timeRange(item.startMin, item.startMin + item.durationMin)],
    to: [shortDate(days[target.day] as string), timeRange(target.startMin, target.startMin + target.durationMin)],
  };
}

interface RescheduleDialogProps {
  change: RescheduleChange | null;
  saving: boolean;
  /** `following`: "Esta y las siguientes" of a series' appointment; otherwise this one only. */
  onConfirm(scope?: 'one' | 'following'): void;
  onCancel(): void;
}

/**
 * The reschedule confirmation (docs/product.md#agenda-drag-and-resize): the appointment, from-time, to-time and '¿Confirmar el cambio
 * de horario?'. While the call runs the buttons are disabled ('Guardando...' for a move,
 * 'Actualizando...' for a resize, as the agenda's drag and resize rules say). Moving an appointment
 * of a recurring series asks which: "Solo esta" or "Esta y las siguientes" (docs/product.md#series),
 * whether the change came from a drag, a resize or the edit panel: one dialog for every change of time.
 */
export function RescheduleDialog({ change, saving, onConfirm, onCancel }: RescheduleDialogProps) {
  const open = change !== null;
  const inSeries = change?.appt.series !== undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !saving && onCancel()}>
      {change && (
        <DialogContent
          title="Reprogramar cita"
          description={
            inSeries
              ? change.kind === 'resize'
                ? 'Esta cita es parte de una serie. ¿Cambiar la duración solo de esta o también de las siguientes?'
                : 'Esta cita es parte de una serie. ¿Mover solo esta o también las siguientes, a la misma hora?'
              : '¿Confirmar el cambio de horario?'
          }
          hideClose={saving}
          className="sm:max-w-lg"
        >
          <Summary change={change} />
          <DialogFooter>
            <Button variant="secondary" disabled={saving} onClick={onCancel}>
              Cancelar
            </Button>
            {inSeries ? (
              <>
                <Button variant="secondary" disabled={saving} onClick={() => onConfirm('one')}>
                  Solo esta
                </Button>
                <Button loading={saving} onClick={() => onConfirm('following')}>
                  {saving ? 'Guardando...' : 'Esta y las siguientes'}
                </Button>
              </>
            ) : (
              <Button loading={saving} onClick={() => onConfirm('one')}>
                {saving ? (change.kind === 'resize' ? 'Actualizando...' : 'Guardando...') : 'Confirmar'}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

function Summary({ change }: { change: RescheduleChange }) {
  const { appt, from, to } = change;
  return (
    <div className="mt-4 space-y-3">
      <div className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 dark:border-slate-800">
        <span
          aria-hidden
          className="size-3 shrink-0 rounded-full"
          style={{ backgroundColor: appt.resource.backgroundColor }}
        />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-slate-50">{appointmentTitle(appt)}</p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">
            {appt.service.name} · {appt.resource.name}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-sm">
        <When label="De" lines={from} className="bg-slate-100 font-medium dark:bg-slate-800" />
        <ArrowRight className="size-4 text-slate-400" aria-hidden />
        <When label="A" lines={to} className="bg-brand-50 font-semibold dark:bg-brand-800/30" />
      </dl>
    </div>
  );
}

function When({ label, lines, className }: { label: string; lines: string[]; className: string }) {
  return (
    <div className={`rounded-lg px-3 py-2 ${className}`}>
      <dt className="text-xs font-normal text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-slate-900 tabular-nums dark:text-slate-50">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </dd>
    </div>
  );
}
