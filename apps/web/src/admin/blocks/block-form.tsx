import type { BlockInput } from '@recepta/domain';
import { useMemo } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { type Block, useCreateBlock, useUpdateBlock } from '../../api/blocks.ts';
import type { Resource } from '../../api/resources.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { CatalogFormFrame } from '../../ui/catalog/catalog-form.tsx';
import { ColourField } from '../../ui/catalog/colour-field.tsx';
import { ColourPreview } from '../../ui/catalog/colour-preview.tsx';
import { useCatalogForm } from '../../ui/catalog/use-catalog-form.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { Select } from '../../ui/select.tsx';
import {
  type BlockFormContext,
  type BlockFormValues,
  type BlockMode,
  blockFormSchema,
  blockFormValues,
  toBlockInput,
  WHOLE_ORG,
} from './block-form-values.ts';

const modes = [
  { value: 'once', label: 'Una vez' },
  { value: 'allDay', label: 'Todo el día' },
  { value: 'daily', label: 'Diario' },
] as const satisfies readonly { value: BlockMode; label: string }[];

const timeFields: Path<BlockFormValues>[] = ['startDate', 'endDate', 'startTime', 'endTime'];

interface BlockFormProps extends BlockFormContext {
  block: Block | null;
  resources: readonly Resource[];
  onClose: () => void;
}

export function BlockForm({ block, resources, onClose, ...context }: BlockFormProps) {
  const org = useCurrentOrg();
  const { tz, openTime, closeTime } = context;
  const schema = useMemo(() => blockFormSchema({ tz, openTime, closeTime }), [tz, openTime, closeTime]);
  const { form, frame } = useCatalogForm<BlockFormValues, BlockFormValues, BlockInput, Block>(
    schema,
    blockFormValues(block, tz, Date.now()),
    {
      entity: 'blocks',
      id: block?.id ?? null,
      create: useCreateBlock(org.id),
      update: useUpdateBlock(org.id),
      toInput: (values) => toBlockInput(values, tz),
      serverFields: ['resourceId', 'reason', 'backgroundColor', 'textColor'],
      onSaved: onClose,
    },
  );
  const { errors, isSubmitted } = form.formState;
  const [mode, reason, background, text] = useWatch({
    control: form.control,
    name: ['mode', 'reason', 'backgroundColor', 'textColor'],
  });

  // New blocks are for active resources; an existing one keeps showing its own (docs/product.md#blocks).
  const offered = block ? resources : resources.filter((resource) => resource.active);

  // Start and end are checked together ('El fin debe ser posterior al inicio'): a change to one
  // rechecks the other, once it has a value or a save was tried, so an untouched field stays quiet.
  function recheck(names: Path<BlockFormValues>[]) {
    const due = names.filter((name) => isSubmitted || form.getValues(name) !== '');
    if (due.length > 0) void form.trigger(due);
  }
  const date = (name: 'startDate' | 'endDate', other: Path<BlockFormValues>[]) =>
    form.register(name, { onChange: () => recheck(other) });
  // Daily blocks are bounded by the configured opening hours (docs/product.md#blocks).
  const hours = mode === 'daily' ? { min: openTime, max: closeTime } : {};

  return (
    <CatalogFormFrame {...frame} onCancel={onClose}>
      <Field label="Recurso" error={errors.resourceId?.message}>
        {(control) => (
          <Select {...control} {...form.register('resourceId')}>
            <option value="" disabled>
              Elige un recurso
            </option>
            <option value={WHOLE_ORG}>Todos (toda la organización)</option>
            {offered.map((resource) => (
              <option key={resource.id} value={resource.id}>
                {resource.active ? resource.name : `${resource.name} (inactivo)`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Motivo" error={errors.reason?.message}>
        {(control) => (
          <Input {...control} {...form.register('reason')} placeholder="Ej.: Almuerzo, vacaciones, capacitación" />
        )}
      </Field>
      <Segmented
        legend="Cuándo"
        options={modes}
        className="sm:col-span-2"
        inputProps={form.register('mode', {
          // Fields of the other modes no longer count: their errors go, and the new mode's fields are
          // checked only if a save was already tried.
          onChange: () => {
            form.clearErrors(timeFields);
            if (isSubmitted) void form.trigger(timeFields);
          },
        })}
      />
      {/* One-off: dates and times; all day: dates; daily: times within the opening hours. */}
      {mode !== 'daily' && (
        <Field label="Fecha de inicio" error={errors.startDate?.message}>
          {(control) => <Input {...control} {...date('startDate', ['endDate', 'endTime'])} type="date" />}
        </Field>
      )}
      {mode !== 'allDay' && (
        <Field label="Hora de inicio" error={errors.startTime?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('startTime', { onChange: () => recheck(['endTime']) })}
              type="time"
              {...hours}
            />
          )}
        </Field>
      )}
      {mode !== 'daily' && (
        <Field label="Fecha de fin" error={errors.endDate?.message}>
          {(control) => <Input {...control} {...date('endDate', ['endTime'])} type="date" />}
        </Field>
      )}
      {mode !== 'allDay' && (
        <Field label="Hora de fin" error={errors.endTime?.message}>
          {(control) => <Input {...control} {...form.register('endTime')} type="time" {...hours} />}
        </Field>
      )}
      {mode === 'daily' && (
        // Under both times, and kept while either shows an error: it says what the allowed range is.
        <p className="-mt-3 text-xs text-slate-500 sm:col-span-2 dark:text-slate-400">
          Dentro del horario de atención ({openTime}–{closeTime}).
        </p>
      )}
      <ColourField control={form.control} name="backgroundColor" label="Color de fondo" />
      <ColourField control={form.control} name="textColor" label="Color del texto" />
      <ColourPreview background={background} text={text} name={reason} placeholder="Motivo del bloqueo" />
    </CatalogFormFrame>
  );
}
