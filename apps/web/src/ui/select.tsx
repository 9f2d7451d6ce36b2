import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { controlClasses } from './input.tsx';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean;
  ref?: React.Ref<HTMLSelectElement>;
}

/** A native select (best on phones), drawn like Input with its own chevron. */
export function Select({ invalid, className, children, ...rest }: SelectProps) {
  return (
    <div className={clsx('relative', className)}>
      <select
        {...rest}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        className={clsx(controlClasses, 'h-10 appearance-none pr-9 pl-3')}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        aria-hidden
      />
    </div>
  );
}
