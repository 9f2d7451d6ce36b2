import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

type AlertVariant = 'error' | 'success' | 'info' | 'warning';

const styles: Record<AlertVariant, string> = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/70 dark:bg-red-950/50 dark:text-red-200',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900/70 dark:bg-emerald-950/50 dark:text-emerald-200',
  warning:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100',
  info: 'border-brand-100 bg-brand-50 text-brand-800 dark:border-brand-800/60 dark:bg-brand-800/20 dark:text-brand-100',
};

const icons = { error: CircleAlert, success: CircleCheck, info: Info, warning: TriangleAlert };

interface AlertProps {
  variant?: AlertVariant;
  children: ReactNode;
  className?: string;
}

/** A one-message box. Errors are announced at once (role alert); the others (a warning too) politely (role status). */
export function Alert({ variant = 'info', children, className }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm', styles[variant], className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
