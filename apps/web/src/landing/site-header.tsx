import { LogIn } from 'lucide-react';
import { staffLogin } from './content.ts';
import { Logo } from './logo.tsx';

const navLinks = [
  { href: '#funciones', label: 'Funciones' },
  { href: '#precios', label: 'Precios' },
  { href: '#preguntas', label: 'Preguntas' },
];

export function SiteHeader() {
  return (
    <header className="relative z-10">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-4 sm:px-8">
        <a href="/" className="rounded-lg text-slate-900 dark:text-white">
          <Logo />
        </a>
        <nav aria-label="Secciones" className="hidden md:block">
          <ul className="flex items-center gap-8 text-sm font-medium text-slate-700 dark:text-slate-300">
            {navLinks.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="hover:text-brand-700 dark:hover:text-brand-300">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Staff sign in: discreet, the page is for prospective clinics. */}
        <a
          href="/login"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-300"
        >
          <LogIn className="hidden size-4 sm:block" aria-hidden="true" />
          {staffLogin}
        </a>
      </div>
    </header>
  );
}
