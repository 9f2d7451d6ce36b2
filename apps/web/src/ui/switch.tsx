import { clsx } from 'clsx';
import type { InputHTMLAttributes } from 'react';

interface ActiveSwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  description: string;
  ref?: React.Ref<HTMLInputElement>;
}

/** A checkbox drawn as an on/off switch, with its label and a line saying what it does. */
export function ActiveSwitch({ label, description, className, ...rest }: ActiveSwitchProps) {
  return (
    <label className={clsx('flex cursor-pointer items-start gap-3', className)}>
      <input {...rest} type="checkbox" className="peer sr-only" />
      <span
        aria-hidden
        className={clsx(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors dark:bg-slate-700',
          'peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2',
          'peer-focus-visible:ring-offset-white dark:peer-focus-visible:ring-offset-slate-900',
          'after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform',
          'peer-checked:after:translate-x-5',
        )}
      />
      <span className="space-y-0.5">
        <span className="block text-sm font-medium text-slate-800 dark:text-slate-200">{label}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">{description}</span>
      </span>
    </label>
  );
}
