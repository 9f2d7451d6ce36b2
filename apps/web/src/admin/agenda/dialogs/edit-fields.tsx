import { allowedDurationOptions, type Config, type CountryCode, formatHHMM, minDuration } from '@recepta/domain';
import { useState } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import type { Resource } from '../../../api/resources.ts';
import type { Service } from '../../../api/services.ts';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { Select } from '../../../ui/select.tsx';
import { Textarea } from '../../../ui/textarea.tsx';
import { startTimeOptions } from '../model/layout.ts';
import { durationLabel } from '../model/week-label.ts';
import type { PanelValues } from './panel-values.ts';
import { type KnownPatient, PatientField } from './patient-field.tsx';

interface EditFieldsProps {
  form: UseFormReturn<PanelValues>;
  orgId: string;
  /** The clinic's country, for phones typed without a country code. */
  home: CountryCode | undefined;
  config: Config;
  increment: number;
  resources: readonly Resource[];
  services: readonly Service[];
  /** Kept among the options though the catalogue may have changed (an archived service, a length). */
  current: { duration?: number; service?: { id: string; name: string; durationMin: number } };
  customer: KnownPatient | null;
  /** An appointment saved without a patient may stay so; a new one never. */
  allowNoCustomer: boolean;
  /** A new appointment whose length nobody chose yet: it follows the service's own. */
  followService: boolean;
}

const required = 'Este campo es obligatorio';
const patientRequired = 'Elige un paciente o crea uno nuevo';

/**
 * The panel's fields (docs/product.md#agenda-details-and-edit-panel), the patient first: patient,
 * service, professional (inactive ones shown, not offered), date, time (increment steps of the
 * opening hours, below 24:00), duration (docs/product.md#durations: allowed durations at least the
 * service minimum, plus the current one) and notes.
 */
export function EditFields(props: EditFieldsProps) {
  const { form, config, resources, current } = props;
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const [patient, setPatient] = useState<KnownPatient | null>(props.customer);
  const customer = useController({
    control: form.control,
    name: 'customerId',
    rules: { validate: (id) => id !== '' || props.allowNoCustomer || patientRequired },
  });
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
  const times = startTimeOptions(config, props.increment);
  if (Number.isInteger(time) && time >= 0 && time < 1440 && !times.includes(time)) times.push(time);
  times.sort((a, b) => a - b);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PatientField
        orgId={props.orgId}
        home={props.home}
        value={patient}
        onChange={(next) => {
          setPatient(next);
          customer.field.onChange(next?.id ?? '');
        }}
        onBlur={customer.field.onBlur}
        error={customer.fieldState.error?.message}
        allowNone={props.allowNoCustomer}
      />
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
      <Field label="Fecha" error={errors.date?.message}>
        {(p) => <Input type="date" {...p} {...register('date', { required })} />}
      </Field>
      <Field label="Hora">
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
      <Field label="Notas" className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={3} maxLength={2000} {...register('note')} />}
      </Field>
    </div>
  );
}
