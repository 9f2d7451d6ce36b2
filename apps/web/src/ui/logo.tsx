import { clsx } from 'clsx';

/** The Recepta mark (the drawing of public/favicon.svg) beside the word. */
export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900 dark:text-slate-50',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className={clsx('size-8 shrink-0', markClassName)} aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M9 8h9a6 6 0 0 1 1.5 11.8L24 25h-4.6l-4-5H13v5H9zm4 4v4h5a2 2 0 0 0 0-4z" fill="#fff" />
      </svg>
      Recepta
    </span>
  );
}
