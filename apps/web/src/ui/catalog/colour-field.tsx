import { clsx } from 'clsx';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { isHexColour } from '../../lib/colour.ts';
import { focusRing } from '../button.tsx';
import { Field } from '../field.tsx';
import { Input } from '../input.tsx';

interface ColourFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

/**
 * A colour as a picker and as its hex value side by side: the picker for choosing, the text for
 * pasting a brand colour. Both edit the same form value ('#rrggbb', checked by the domain schema).
 */
export function ColourField<T extends FieldValues>({ control, name, label }: ColourFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Field label={label} error={fieldState.error?.message}>
      {(controlProps) => (
        <div className="flex items-center gap-2">
          <input
            {...controlProps}
            type="color"
            // The picker only holds full colours; while the text is half typed it keeps the last one.
            value={isHexColour(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            className={clsx(
              'h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900',
              focusRing,
            )}
          />
          <Input
            aria-label={`${label} (hexadecimal)`}
            aria-invalid={controlProps['aria-invalid']}
            aria-describedby={controlProps['aria-describedby']}
            ref={field.ref}
            name={field.name}
            value={value}
            onChange={(event) => field.onChange(event.target.value.trim())}
            onBlur={field.onBlur}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            className="font-mono uppercase"
          />
        </div>
      )}
    </Field>
  );
}
