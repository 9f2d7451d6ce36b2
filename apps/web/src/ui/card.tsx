import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

/** A white panel with a hairline border; the building block of forms and lists. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
      {...rest}
    />
  );
}

interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** The heading level that fits the page outline (h2 by default). */
  as?: 'h2' | 'h3';
  className?: string;
}

export function CardHeader({ title, description, actions, as: Heading = 'h2', className }: CardHeaderProps) {
  return (
    <div className={clsx('flex flex-wrap items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6', className)}>
      <div className="min-w-0 space-y-1">
        <Heading className="text-base font-semibold text-slate-900 dark:text-slate-50">{title}</Heading>
        {description && <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

export function CardContent({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx('px-5 py-5 sm:px-6', className)} {...rest} />;
}

/** A bottom bar for the card's buttons, separated by a hairline. */
export function CardFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx(
        'flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800',
        className,
      )}
      {...rest}
    />
  );
}
