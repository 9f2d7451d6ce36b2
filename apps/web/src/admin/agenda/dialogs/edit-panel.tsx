import * as RadixDialog from '@radix-ui/react-dialog';
import { agendaTexts, countryForZone, type SeriesConflictWire } from '@recepta/domain';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useCreateAppointment, useReschedule } from '../../../api/agenda.ts';
import { isApiError, refusalMessage } from '../../../api/client.ts';
import { useCreateSeries, useMoveSeries } from '../../../api/series.ts';
import type { Service } from '../../../api/services.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, focusRing } from '../../../ui/button.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import type { AgendaModel } from '../model/agenda-model.ts';
import { EditFields } from './edit-fields.tsx';
import {
  checkPanel,
  currentDuration,
  type PanelRequest,
  type PanelValues,
  panelDefaults,
  seriesTimeChange,
} from './panel-values.ts';
import { RescheduleDialog } from './reschedule-dialog.tsx';
import { SeriesConflicts } from './series-conflicts.tsx';
import { SeriesFields } from './series-fields.tsx';

interface EditPanelProps {
  orgId: string;
  request: PanelRequest | null;
  model: AgendaModel | undefined;
  services: readonly Service[];
  onClose(): void;
}

/**
 * The edit side panel (docs/product.md#agenda-details-and-edit-panel): a sheet from the right, full screen on phones. It edits an
 * appointment (POST /scheduling/reschedule) or creates one in a chosen slot (POST /appointments).
 * A new date, time or length of a series' appointment first asks "Solo esta" or "Esta y las
 * siguientes" in the grid's reschedule dialog (docs/product.md#series).
 */
export function EditPanel({ orgId, request, model, services, onClose }: EditPanelProps) {
  const content = useRef<HTMLDivElement>(null);
  const open = request !== null && model !== undefined;
  // What had the focus when the panel opened (a free slot, "Nueva cita", a card's pencil) gets it
  // back when it closes: Radix returns it only to a trigger, and the panel has none. Read before
  // Radix moves the focus into the panel (its effects run after this layout effect).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[1px]" />
        <RadixDialog.Content
          ref={content}
          aria-describedby={undefined}
          // A new appointment starts with its patient (docs/product.md#agenda-details-and-edit-panel).
          // Escape in the patient search closes its open list, not the panel.
          onEscapeKeyDown={(event) => {
            if (document.activeElement?.getAttribute('aria-expanded') === 'true') event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            if (!back || back === document.body || !back.isConnected) return;
            event.preventDefault();
            back.focus();
          }}
          onOpenAutoFocus={(event) => {
            const first = content.current?.querySelector<HTMLElement>('[data-autofocus]');
            if (request?.mode !== 'create' || !first) return;
            event.preventDefault();
            first.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-2xl outline-none sm:max-w-lg sm:border-l sm:border-slate-200 dark:bg-slate-900 dark:sm:border-slate-800"
        >
          {request && model && (
            <PanelForm
              // A new request is a new form: defaults are read once.
              key={request.mode === 'edit' ? request.appt.id : `${request.date}-${request.startMin}`}
              orgId={orgId}
              request={request}
              model={model}
              services={services}
              onClose={onClose}
            />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function PanelForm({
  orgId,
  request,
  model,
  services,
  onClose,
}: EditPanelProps & { request: PanelRequest; model: AgendaModel }) {
  const form = useForm<PanelValues>({
    defaultValues: panelDefaults(request, model.tz, model.resources),
    // As every form: a field speaks once left, Guardar waits for a valid form (ui/submit-button.tsx).
    mode: 'onTouched',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<SeriesConflictWire[] | null>(null);
  const reschedule = useReschedule(orgId);
  const create = useCreateAppointment(orgId);
  const createSeries = useCreateSeries(orgId);
  const moveSeries = useMoveSeries(orgId);
  const saving = reschedule.isPending || create.isPending || createSeries.isPending || moveSeries.isPending;
  const editing = request.mode === 'edit' ? request.appt : undefined;
  // A series' appointment whose time changed: the question waits here with what to save.
  const [asking, setAsking] = useState<{
    change: NonNullable<ReturnType<typeof seriesTimeChange>>;
    save: (scope: 'one' | 'following') => void;
  } | null>(null);

  const failed = (error: unknown) => {
    setAsking(null);
    if (isApiError(error) && error.conflicts) return setConflicts(error.conflicts);
    const text = refusalMessage(error) ?? agendaTexts.saveFailed;
    setProblem(text);
    toast.error(text);
  };

  const save = form.handleSubmit((values) => {
    const service =
      services.find((s) => s.id === values.serviceId) ??
      (editing && editing.service.id === values.serviceId ? editing.service : undefined);
    const checked = checkPanel(values, request, model, service?.durationMin, Date.now());
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setConflicts(null);
    const common = {
      resourceId: values.resourceId,
      start: checked.start,
      durationMin: Number(values.duration),
      note: values.note,
    };
    const done = {
      onSuccess: () => {
        toast.success('Cita guardada');
        onClose();
      },
      onError: (error: unknown) => {
        const text = refusalMessage(error) ?? agendaTexts.saveFailed;
        setProblem(text);
        toast.error(text);
      },
    };
    if (editing) {
      const one = {
        apptId: editing.id,
        ...common,
        serviceId: values.serviceId,
        ...(values.customerId ? { customerId: values.customerId } : {}),
      };
      const change = seriesTimeChange(editing, values, checked.start, model.tz);
      const series = editing.series;
      if (!change || !series) return reschedule.mutate(one, done);
      // What else the panel changed (professional, service, patient, note) stays with this one.
      const othersChanged =
        values.resourceId !== editing.resource.id ||
        values.serviceId !== editing.service.id ||
        values.customerId !== (editing.customer?.id ?? '') ||
        values.note !== editing.note;
      const following = () =>
        moveSeries.mutate(
          {
            seriesId: series.id,
            fromIndex: series.index,
            start: checked.start,
            ...(change.durationChanged ? { durationMin: common.durationMin } : {}),
          },
          {
            onSuccess: () => {
              const finish = () => {
                toast.success('Citas de la serie reprogramadas');
                setAsking(null);
                onClose();
              };
              if (othersChanged) reschedule.mutate(one, { onSuccess: finish, onError: failed });
              else finish();
            },
            onError: failed,
          },
        );
      setAsking({
        change,
        save: (scope) =>
          scope === 'following'
            ? following()
            : reschedule.mutate(one, {
                onSuccess: () => {
                  setAsking(null);
                  done.onSuccess();
                },
                onError: failed,
              }),
      });
    } else if (values.repeat !== 'none' && values.customerId) {
      createSeries.mutate(
        {
          customerId: values.customerId,
          serviceId: values.serviceId,
          resourceId: values.resourceId,
          start: checked.start,
          durationMin: Number(values.duration),
          every: values.repeat,
          count: Number(values.count),
        },
        {
          onSuccess: ({ appointments }) => {
            toast.success(`Serie guardada: ${appointments.length} citas`);
            onClose();
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(
        { ...common, serviceId: values.serviceId, ...(values.customerId ? { customerId: values.customerId } : {}) },
        done,
      );
    }
  });

  const noCatalogue = model.resources.length === 0 || services.length === 0;
  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={save}
      onChange={() => {
        if (problem) setProblem(null);
        if (conflicts) setConflicts(null);
      }}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {editing ? 'Editar cita' : 'Nueva cita'}
        </RadixDialog.Title>
        <RadixDialog.Close
          aria-label="Cerrar"
          disabled={saving}
          className={`grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800 ${focusRing}`}
        >
          <X className="size-4" aria-hidden />
        </RadixDialog.Close>
      </div>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-5">
        {noCatalogue && (
          <Alert variant="info">Para agendar, primero agrega al menos un profesional y un servicio.</Alert>
        )}
        <EditFields
          form={form}
          orgId={orgId}
          home={countryForZone(model.tz)}
          config={model.config}
          increment={model.increment}
          resources={model.resources}
          services={services}
          current={{ duration: currentDuration(request), service: editing?.service }}
          customer={editing?.customer ?? null}
          allowNoCustomer={editing !== undefined && !editing.customer}
          followService={request.mode === 'create' && request.durationMin === undefined}
        />
        {!editing && <SeriesFields form={form} />}
      </div>
      <div className="space-y-3 border-t border-slate-200 px-5 py-4 dark:border-slate-800">
        {conflicts && <SeriesConflicts conflicts={conflicts} tz={model.tz} moved={editing !== undefined} />}
        {problem && <Alert variant="error">{problem}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            Cancelar
          </Button>
          <SubmitButton control={form.control} saving={saving} disabled={noCatalogue} reveal={() => void save()} />
        </div>
      </div>
      <RescheduleDialog
        change={asking?.change ?? null}
        saving={saving}
        onConfirm={(scope = 'one') => asking?.save(scope)}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}
