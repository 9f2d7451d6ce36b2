import { reminderVariables, TEMPLATE_TEXT_MAX, templateVariables } from '@recepta/domain';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Textarea } from '../../ui/textarea.tsx';

interface TemplateTextFieldProps {
  registration: UseFormRegisterReturn<'text'>;
  value: string;
  error: string | undefined;
  /** Replaces the whole text (after a variable is inserted at the cursor). */
  onInsert: (text: string) => void;
}

/** The body with its variable helper, its character count and the documented hint (docs/product.md#templates). */
export function TemplateTextField({ registration, value, error, onInsert }: TemplateTextFieldProps) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  // The first number not used yet: after {{1}} comes {{2}}, and a gap ({{1}} {{3}}) is filled first.
  const used = new Set(templateVariables(value));
  let next = 1;
  while (used.has(next)) next += 1;

  function insertVariable() {
    const el = area.current;
    const token = `{{${next}}}`;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onInsert(value.slice(0, start) + token + value.slice(end));
    // Put the cursor after the inserted variable once React has written the new value.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  return (
    <div className="space-y-2">
      {/* The error shows right under the text; the helpers follow. */}
      <Field label="Texto del mensaje" error={error}>
        {(control) => (
          <Textarea
            {...control}
            {...registration}
            ref={(el) => {
              registration.ref(el);
              area.current = el;
            }}
            rows={7}
            spellCheck
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" size="sm" onClick={insertVariable}>
          <Plus className="size-4" aria-hidden />
          Insertar variable {`{{${next}}}`}
        </Button>
        <span
          className={clsx(
            'text-xs tabular-nums',
            value.length > TEMPLATE_TEXT_MAX
              ? 'font-medium text-red-600 dark:text-red-400'
              : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {value.length} / {TEMPLATE_TEXT_MAX} caracteres
        </span>
      </div>
      {/* The documented hint (docs/product.md#templates), shown even while an error is: it is how to write the text at all. */}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Usa {'{{1}}'}, {'{{2}}'}, etc. como variables (nombre, servicio, hora…) y evita incluir información sensible,
        como diagnósticos o datos de pago.
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        En los recordatorios: {reminderVariables.map((name, i) => `{{${i + 1}}} ${name.toLowerCase()}`).join(', ')}. Los
        botones Confirmar, Reprogramar y Cancelar actúan sobre la cita.
      </p>
    </div>
  );
}
