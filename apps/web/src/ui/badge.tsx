import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'info' | 'danger';

// Text at the 800 shade on the 100 tint (and 200 on a 900/50 tint in dark mode) stays above 4.5:1.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300/70 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600/60',
  success:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/25 dark:bg-emerald-900/40 dark:text-emerald-200 dark:ring-emerald-400/30',
  warning:
    'bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-900/40 dark:text-amber-200 dark:ring-amber-400/30',
  info: 'bg-sky-50 text-sky-800 ring-sky-600/25 dark:bg-sky-900/40 dark:text-sky-200 dark:ring-sky-400/30',
  danger: 'bg-red-50 text-red-800 ring-red-600/25 dark:bg-red-900/40 dark:text-red-200 dark:ring-red-400/30',
};

/** A short status label in a pill: 'Borrador', 'Confirmada'… */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
