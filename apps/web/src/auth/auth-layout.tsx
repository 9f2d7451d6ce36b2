import type { ReactNode } from 'react';
import { Card } from '../ui/card.tsx';
import { Logo } from '../ui/logo.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** A line under the card, e.g. the link to the other account screen. */
  footer?: ReactNode;
}

/** The frame of the sign-in screens: logo, one centred card, a line under it. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className="relative isolate flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-slate-50 px-4 py-10 sm:px-6 dark:bg-slate-950">
      {/* A soft brand wash behind the card; decoration only. */}
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[420px] bg-gradient-to-b from-brand-100/70 via-brand-50/40 to-transparent dark:from-brand-800/25 dark:via-brand-800/5"
      />
      <div className="w-full max-w-[420px]">
        {/* The landing is a separate, prerendered page: a full page load, not a client route. */}
        <a
          href="/"
          className="mx-auto mb-8 flex w-fit rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Logo />
        </a>
        <Card className="px-5 py-7 shadow-lg shadow-slate-900/5 sm:px-8 sm:py-9 dark:shadow-black/30">
          <div className="mb-7 space-y-1.5 text-center">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-50">{title}</h1>
            {subtitle && <p className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
          </div>
          {children}
        </Card>
        {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>}
      </div>
    </main>
  );
}
