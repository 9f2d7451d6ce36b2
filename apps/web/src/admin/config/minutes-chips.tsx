import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, focusRing } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';

type Unit = 'min' | 'h';

interface MinutesChipsProps {
  label: string;
  /** The add box's accessible name ('Nueva duración'). */
  inputLabel: string;
  /** Minutes, ascending. */
  values: readonly number[];
  onChange: (values: number[]) => void;
  /** How a chip reads ('30 min', '24 h antes'). */
  format: (minutes: number) => string;
  /** The largest value accepted, in minutes. */
  max: number;
  /** Offer hours beside minutes (reminders are thought of in hours). */
  units?: readonly Unit[];
  /** Shown when the list is empty. */
  emptyText: string;
  /** An example in the add box ('90'). */
  placeholder: string;
}

const unitLabels: Record<Unit, string> = { min: 'minutos', h: 'horas' };

/**
 * A list of minute values as removable chips, with a box to add one (docs/product.md#configuration: positive,
 * no duplicates, kept sorted). Refusals are said beside the box, in a word, not by a toast.
 */
export function MinutesChips({
  label,
  inputLabel,
  values,
  onChange,
  format,
  max,
  units = ['min'],
  emptyText,
  placeholder,
}: MinutesChipsProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [unit, setUnit] = useState<Unit>(units[0] ?? 'min');
  const [problem, setProblem] = useState<string | null>(null);

  function add(event?: FormEvent) {
    event?.preventDefault();
    const amount = Number(text.replace(',', '.'));
    const minutes = amount * (unit === 'h' ? 60 : 1);
    if (text.trim() === '' || !Number.isFinite(amount)) return setProblem('Escribe un número');
    if (minutes <= 0) return setProblem('Debe ser mayor que 0');
    if (!Number.isInteger(minutes)) return setProblem('Usa minutos enteros');
    if (minutes > max) return setProblem(`Máximo ${format(max)}`);
    if (values.includes(minutes)) return setProblem(`${format(minutes)} ya está en la lista`);
    onChange([...values, minutes].sort((a, b) => a - b));
    setText('');
    setProblem(null);
  }

  return (
    <div className="space-y-3">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </p>
      <ul aria-labelledby={`${id}-label`} className="flex min-h-8 flex-wrap gap-2">
        {values.length === 0 && <li className="text-sm text-slate-500 dark:text-slate-400">{emptyText}</li>}
        {values.map((minutes) => (
          <li
            key={minutes}
            className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 dark:border-brand-800/60 dark:bg-brand-800/25 dark:text-brand-100"
          >
            {format(minutes)}
            <button
              type="button"
              aria-label={`Quitar ${format(minutes)}`}
              onClick={() => onChange(values.filter((v) => v !== minutes))}
              className={`grid size-6 place-items-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-800/50 ${focusRing}`}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <div className="w-24">
          <Input
            aria-label={inputLabel}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            type="number"
            inputMode="decimal"
            min={1}
            placeholder={placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              // Enter adds the value instead of saving the whole configuration.
              if (event.key === 'Enter') add(event);
            }}
          />
        </div>
        {units.length > 1 ? (
          <Select
            aria-label="Unidad"
            value={unit}
            onChange={(event) => setUnit(event.target.value as Unit)}
            className="w-32"
          >
            {units.map((u) => (
              <option key={u} value={u}>
                {unitLabels[u]}
              </option>
            ))}
          </Select>
        ) : (
          <span className="text-sm text-slate-600 dark:text-slate-400">{unitLabels[unit]}</span>
        )}
        {/* The icon alone on phones keeps number, unit and button on one line. */}
        <Button variant="secondary" onClick={() => add()} className="max-sm:px-2.5">
          <Plus className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Agregar</span>
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
