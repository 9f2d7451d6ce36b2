import { useLocation } from 'react-router';

const linkClass =
  'sr-only rounded-md bg-white text-sm font-medium text-brand-800 shadow-lg ring-2 ring-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2 dark:bg-slate-900 dark:text-brand-100 dark:ring-brand-500';

/** The page's main area (the shell's <main>) and the agenda grid's one Tab stop. */
const targets = {
  main: () => document.getElementById('contenido'),
  agenda: () => document.querySelector<HTMLElement>('[data-agenda-scroller] [tabindex="0"]'),
};

/**
 * The first Tab stops of the panel (docs/product.md#admin-shell): "Saltar al contenido", and on the
 * agenda "Saltar a la agenda", which lands on the grid's first card or free slot. Hidden until
 * focused. Buttons, not #fragment links: the focus moves by script and the URL stays as it is.
 */
export function SkipLinks() {
  const { pathname } = useLocation();
  const go = (target: keyof typeof targets) => () => targets[target]()?.focus();
  return (
    <>
      <button type="button" className={linkClass} onClick={go('main')}>
        Saltar al contenido
      </button>
      {pathname === '/admin/agenda' && (
        <button type="button" className={linkClass} onClick={go('agenda')}>
          Saltar a la agenda
        </button>
      )}
    </>
  );
}
