import { allowedDurationOptions, type Config, formatHHMM, minDuration } from '@recepta/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { Resource } from '../../../api/resources.ts';
import type { Service } from '../../../api/services.ts';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { Select } from '../../../ui/select.tsx';
import { Textarea } from '../../../ui/textarea.tsx';
import { startTimeOptions } from '../model/layout.ts';
import { durationLabel } from '../model/week-label.ts';
import { CustomerPicker } from './customer-picker.tsx';
import type { PanelValues } from './panel-values.ts';

interface EditFieldsProps {
  form: UseFormReturn<PanelValues>;
  orgId: string;
  config: Config;
  increment: number;
  resources: readonly Resource[];
  services: readonly Service[];
  /** Kept among the options though the catalogue may have changed (an archived service, a length). */
  current: { duration?: number; service?: { id: string; name: string; durationMin: number } };
  customer: { id: string; name: string; phone: string } | null;
  allowNoCustomer: boolean;
  /** A new appointment whose length nobody chose yet: it follows the service's own. */
  followService: boolean;
}

const required = 'Este campo es obligatorio';

/**
 * Everything a drag or resize can change, and more (docs/product.md#agenda-details-and-edit-panel): date, time (increment
 * steps of the opening hours, below 24:00), duration (docs/product.md#durations: allowed durations at least the
 * service minimum, plus the current one), professional (inactive ones shown, not offered),
 * service, customer and notes.
 */
export function EditFields(props: EditFieldsProps) {
  const { form, config, resources, current } = props;
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const serviceId = watch('serviceId');
  const time = Number(watch('time'));
  const duration = Number(watch('duration'));

  const services =
    current.service && !props.services.some((s) => s.id === current.service?.id)
      ? [...props.services, { ...current.service, description: '', intervalMin: 0, orgId: '' }]
      : props.services;
  const service = services.find((s) => s.id === serviceId);
  const durations = allowedDurationOptions(config, service?.durationMin, current.duration);
  if (Number.isInteger(duration) && duration > 0 && !durations.includes(duration)) durations.push(duration);
  durations.sort((a, b) => a - b);
  const date = watch('date');
  const times = startTimeOptions(config, props.increment, date);
  const closedDay = times.length === 0;
  if (Number.isInteger(time) && time >= 0 && time < 1440 && !times.includes(time)) times.push(time);
  times.sort((a, b) => a - b);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Fecha" error={errors.date?.message}>
        {(p) => <Input type="date" {...p} {...register('date', { required })} />}
      </Field>
      <Field label="Hora" hint={closedDay ? 'Cerrado ese día' : undefined}>
        {(p) => (
          <Select {...p} {...register('time')}>
            {times.map((m) => (
              <option key={m} value={String(m)}>
                {formatHHMM(m)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Duración"
        hint={service ? `Mínimo del servicio: ${durationLabel(minDuration(service.durationMin))}` : undefined}
      >
        {(p) => (
          <Select {...p} {...register('duration')}>
            {durations.map((d) => (
              <option key={d} value={String(d)}>
                {durationLabel(d)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Profesional" error={errors.resourceId?.message}>
        {(p) => (
          <Select {...p} {...register('resourceId', { required })}>
            <option value="" disabled>
              Elige un profesional
            </option>
            {resources.map((r) => (
              <option key={r.id} value={r.id} disabled={!r.active}>
                {r.active ? r.name : `${r.name} (inactivo)`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Servicio" error={errors.serviceId?.message} className="sm:col-span-2">
        {(p) => (
          <Select
            {...p}
            {...register('serviceId', {
              required,
              onChange: (e: { target: { value: string } }) => {
                const chosen = services.find((s) => s.id === e.target.value);
                if (chosen && props.followService && !form.getFieldState('duration').isDirty) {
                  form.setValue('duration', String(minDuration(chosen.durationMin)));
                }
              },
            })}
          >
            <option value="" disabled>
              Elige un servicio
            </option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} · {durationLabel(s.durationMin)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Cliente" className="sm:col-span-2">
        {(p) => (
          <CustomerPicker
            orgId={props.orgId}
            id={p.id}
            describedBy={p['aria-describedby']}
            value={watch('customerId')}
            initial={props.customer}
            allowNone={props.allowNoCustomer}
            onChange={(id) => form.setValue('customerId', id, { shouldDirty: true })}
          />
        )}
      </Field>
      <Field label="Notas" className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={3} maxLength={2000} {...register('note')} />}
      </Field>
    </div>
  );
}
