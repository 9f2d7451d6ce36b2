import { TEMPLATE_BUTTON_MAX, TEMPLATE_BUTTONS_MAX } from '@recepta/domain';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import type { FieldError, Merge } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';

interface TemplateButtonsFieldProps {
  buttons: string[];
  errors: Merge<FieldError, (FieldError | undefined)[]> | undefined;
  onChange: (buttons: string[]) => void;
}

/**
 * Up to three quick-reply buttons (docs/product.md#templates): the patient taps one instead of
 * typing, e.g. Confirmar, Reprogramar, Cancelar.
 */
export function TemplateButtonsField({ buttons, errors, onChange }: TemplateButtonsFieldProps) {
  const id = useId();
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Botones de respuesta rápida</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Hasta {TEMPLATE_BUTTONS_MAX} botones de hasta {TEMPLATE_BUTTON_MAX} caracteres, p. ej. Confirmar o Reprogramar.
      </p>
      {buttons.map((title, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a button is its place in the list
        <div key={i} className="space-y-1">
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-${i}`} className="sr-only">
              Botón {i + 1}
            </label>
            <Input
              id={`${id}-${i}`}
              value={title}
              maxLength={TEMPLATE_BUTTON_MAX + 5}
              aria-invalid={errors?.[i] ? true : undefined}
              onChange={(e) => onChange(buttons.map((b, j) => (j === i ? e.target.value : b)))}
              className="flex-1"
            />
            <span className="w-12 text-right text-xs text-slate-600 tabular-nums dark:text-slate-400">
              {title.length}/{TEMPLATE_BUTTON_MAX}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-label={`Quitar el botón ${i + 1}`}
              onClick={() => onChange(buttons.filter((_, j) => j !== i))}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </div>
          {errors?.[i]?.message && <p className="text-sm text-red-700 dark:text-red-300">{errors[i]?.message}</p>}
        </div>
      ))}
      {listError && <p className="text-sm text-red-700 dark:text-red-300">{listError}</p>}
      {buttons.length < TEMPLATE_BUTTONS_MAX && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...buttons, ''])}>
          <Plus className="size-4" aria-hidden />
          Agregar botón
        </Button>
      )}
    </fieldset>
  );
}
