import { clsx } from 'clsx';
import type { InputHTMLAttributes } from 'react';

/** Text-like controls share one look: the same height, border, focus and invalid states. */
export const controlClasses = clsx(
  'block w-full rounded-lg border bg-white text-sm text-slate-900 shadow-xs transition-colors',
  'border-slate-300 placeholder:text-slate-400 hover:border-slate-400',
  'outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-500/25',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/25',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
  'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:hover:border-slate-600',
  'dark:focus:border-brand-500 dark:aria-[invalid=true]:border-red-400 dark:disabled:bg-slate-800/60 dark:[color-scheme:dark]',
);

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the control invalid (red border, aria-invalid); Field sets it from its error. */
  invalid?: boolean;
  ref?: React.Ref<HTMLInputElement>;
}

export function Input({ invalid, className, ...rest }: InputProps) {
  return (
    <input
      {...rest}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={clsx(controlClasses, 'h-10 px-3', className)}
    />
  );
}
