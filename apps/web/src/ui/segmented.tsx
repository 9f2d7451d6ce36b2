import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
}

interface SegmentedProps<V extends string> {
  /** The group's visible label. */
  legend: ReactNode;
  options: readonly SegmentedOption<V>[];
  /**
   * The radios' props: react-hook-form's register(name) (name, onChange, onBlur, ref) or a
   * controlled pair (name, value via `value`, onChange).
   */
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'checked'> & {
    ref?: React.Ref<HTMLInputElement>;
  };
  /** For a controlled group: the chosen value. */
  value?: V;
  className?: string;
}

/**
 * A small set of exclusive choices shown side by side (e.g. 'Automático · Claro · Oscuro'): native
 * radios, so arrow keys, forms and screen readers work as usual.
 */
export function Segmented<V extends string>({ legend, options, inputProps, value, className }: SegmentedProps<V>) {
  return (
    <fieldset className={clsx('space-y-1.5', className)}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      {/* Full width in equal parts on phones, so three choices fit one row; as wide as needed above. */}
      <div className="flex w-full gap-1 rounded-lg border border-slate-300 bg-slate-100 p-1 sm:inline-flex sm:w-auto dark:border-slate-700 dark:bg-slate-800/60">
        {options.map((option) => (
          <label key={option.value} className="relative min-w-0 flex-1 sm:flex-none">
            <input
              {...inputProps}
              type="radio"
              value={option.value}
              {...(value === undefined ? {} : { checked: value === option.value })}
              className="peer sr-only"
            />
            <span
              className={clsx(
                'flex cursor-pointer justify-center rounded-md px-2 py-1.5 text-center text-sm font-medium whitespace-nowrap text-slate-700 transition-colors select-none sm:px-3',
                'hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-50',
                'peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm',
                'dark:peer-checked:bg-slate-950 dark:peer-checked:text-slate-50',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
