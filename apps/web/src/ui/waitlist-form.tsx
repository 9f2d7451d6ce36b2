import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, instantToZoned, type WaitlistInput, waitlistInput, weekdayNames } from '@recepta/domain';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useResources } from '../api/resources.ts';
import { useServices } from '../api/services.ts';
import { useAddToWaitlist } from '../api/waitlist.ts';
import { setServerFieldErrors } from '../lib/server-field-errors.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { Select } from './select.tsx';

const fields = ['serviceId', 'resourceId', 'days', 'from', 'to', 'until'] as const;

/** An empty control means "not said": any professional, any hour. */
const orUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * "Agregar a lista de espera" (docs/product.md#waitlist): the service, optionally a professional,
 * the days and hours the patient can come, and until when. Shared by the patient page and the
 * agenda's "Avisar si se libera antes", which passes the appointment to move earlier (the
 * "Adelantar mi cita" case) and its service and professional.
 */
export function WaitlistForm(props: {
  orgId: string;
  customerId: string;
  tz: string | undefined;
  appointmentId?: string;
  defaults?: Partial<Pick<WaitlistInput, 'serviceId' | 'resourceId' | 'until'>>;
  onDone: () => void;
  /** "Cancelar"; by default the same as onDone. */
  onCancel?: () => void;
}) {
  const { orgId, customerId, tz, appointmentId, defaults, onDone, onCancel = onDone } = props;
  const services = useServices(orgId);
  const resources = useResources(orgId);
  const add = useAddToWaitlist(orgId);
  const today = instantToZoned(Date.now(), tz ?? 'UTC').date;
  const form = useForm<WaitlistInput>({
    resolver: zodResolver(waitlistInput),
    mode: 'onTouched',
    defaultValues: {
      customerId,
      serviceId: defaults?.serviceId ?? '',
      resourceId: defaults?.resourceId,
      days: [],
      until: defaults?.until ?? addDays(today, 30),
      ...(appointmentId ? { appointmentId } : {}),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const days = form.watch('days') ?? [];

  const onSubmit = form.handleSubmit((values) =>
    add.mutateAsync(values).then(
      () => {
        toast.success('Agregado a la lista de espera');
        onDone();
      },
      (error: unknown) => {
        setServerFieldErrors(form.setError, error, fields);
        toast.error('Error al agregar a la lista de espera');
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Servicio" error={errors.serviceId?.message}>
          {(p) => (
            <Select {...p} {...form.register('serviceId')}>
              <option value="">Elige un servicio</option>
              {(services.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Profesional" error={errors.resourceId?.message}>
          {(p) => (
            <Select {...p} {...form.register('resourceId', { setValueAs: orUndefined })}>
              <option value="">Cualquier profesional</option>
              {(resources.data ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Días que puede venir</legend>
        <div className="flex flex-wrap gap-2">
          {weekdayNames.map((name, i) => {
            const day = i + 1;
            const checked = days.includes(day);
            return (
              <label
                key={name}
                className="flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-600 dark:text-slate-200 dark:has-checked:bg-brand-800/30"
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(e) =>
                    form.setValue('days', e.target.checked ? [...days, day].sort() : days.filter((d) => d !== day), {
                      shouldDirty: true,
                    })
                  }
                />
                {name}
              </label>
            );
          })}
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">Sin días marcados: cualquier día.</p>
        {errors.days?.message && <p className="text-sm text-red-700 dark:text-red-400">{errors.days.message}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Desde las" error={errors.from?.message} hint="Opcional">
          {(p) => <Input {...p} type="time" step={900} {...form.register('from', { setValueAs: orUndefined })} />}
        </Field>
        <Field label="Hasta las" error={errors.to?.message} hint="Opcional">
          {(p) => <Input {...p} type="time" step={900} {...form.register('to', { setValueAs: orUndefined })} />}
        </Field>
        <Field label="Avisar hasta el" error={errors.until?.message}>
          {(p) => <Input {...p} type="date" min={today} {...form.register('until')} />}
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Agregando...' : 'Agregar a lista de espera'}
        </Button>
      </div>
    </form>
  );
}
