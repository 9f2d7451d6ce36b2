import { MAX_SERIES_COUNT } from '@recepta/domain';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { Select } from '../../../ui/select.tsx';
import type { PanelValues } from './panel-values.ts';

/**
 * "Repetir" of a new appointment (docs/product.md#series): every week or every other week, a number
 * of appointments. Saving books the whole series or, when some dates conflict, nothing.
 */
export function SeriesFields({ form }: { form: UseFormReturn<PanelValues> }) {
  const { register, watch, formState } = form;
  const repeats = watch('repeat') !== 'none';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Repetir">
        {(p) => (
          <Select {...p} {...register('repeat')}>
            <option value="none">No se repite</option>
            <option value="week">Cada semana</option>
            <option value="2weeks">Cada dos semanas</option>
          </Select>
        )}
      </Field>
      {repeats && (
        <Field label="Número de citas" error={formState.errors.count?.message}>
          {(p) => (
            <Input
              type="number"
              inputMode="numeric"
              min={2}
              max={MAX_SERIES_COUNT}
              {...p}
              {...register('count', {
                validate: (value) => {
                  const n = Number(value);
                  return (Number.isInteger(n) && n >= 2 && n <= MAX_SERIES_COUNT) || `De 2 a ${MAX_SERIES_COUNT} citas`;
                },
              })}
            />
          )}
        </Field>
      )}
    </div>
  );
}
