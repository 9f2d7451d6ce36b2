import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 py-3 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

const variants = {
  primary:
    'bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-brand-500 dark:text-brand-950 dark:hover:bg-brand-400',
  outline:
    'border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:hover:border-brand-400 dark:hover:text-brand-200',
  whatsapp: 'bg-wa-green text-wa-ink shadow-lg shadow-black/10 hover:bg-[#1ebe5b]',
} as const;

interface CtaLinkProps {
  href: string;
  variant: keyof typeof variants;
  children: ReactNode;
  /** Opens in a new tab (the WhatsApp chat), so the visitor keeps the page. */
  external?: boolean;
  /** The target of an external link when the server decides it (the demo's: WhatsApp or /demo). */
  target?: string;
  className?: string;
}

/**
 * A call to action drawn as a button but kept an <a>: every action on the landing navigates
 * (an anchor or a WhatsApp chat), so it works with JavaScript off and crawlers can follow it.
 */
export function CtaLink({ href, variant, children, external = false, target = '_blank', className }: CtaLinkProps) {
  return (
    <a
      href={href}
      className={clsx(base, variants[variant], className)}
      {...(external ? { target, rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
