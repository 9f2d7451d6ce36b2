import { staffLogin } from './content.ts';
import { Logo } from './logo.tsx';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-10 sm:px-8 md:flex-row md:items-center md:justify-between">
        <div>
          <Logo className="text-slate-900 dark:text-white" />
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Tu recepcionista por WhatsApp.</p>
        </div>
        <nav aria-label="Pie de página">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            <li>
              <a href="#precios" className="inline-block py-2 hover:text-brand-700 dark:hover:text-brand-300">
                Precios
              </a>
            </li>
            <li>
              {/* biome-ignore lint/a11y/useValidAnchor: docs/product.md#landing-page — Privacidad has no page yet and points to "#". */}
              <a href="#" className="inline-block py-2 hover:text-brand-700 dark:hover:text-brand-300">
                Privacidad
              </a>
            </li>
            <li>
              {/* biome-ignore lint/a11y/useValidAnchor: docs/product.md#landing-page — Términos has no page yet and points to "#". */}
              <a href="#" className="inline-block py-2 hover:text-brand-700 dark:hover:text-brand-300">
                Términos
              </a>
            </li>
            <li>
              <a href="/login" className="inline-block py-2 hover:text-brand-700 dark:hover:text-brand-300">
                {staffLogin}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
