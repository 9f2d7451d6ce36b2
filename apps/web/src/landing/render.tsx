import { renderToStaticMarkup } from 'react-dom/server';
import { LandingDocument } from './landing-document.tsx';

/**
 * The landing as a complete static HTML page. Used by the build (scripts/prerender.ts) and by the
 * Vite dev server (vite.config.ts), so development shows exactly what production serves.
 * renderToStaticMarkup, not renderToString: there is no hydration, so no React markers are needed.
 */
export function renderLandingHtml({ cssHref }: { cssHref: string }): string {
  return `<!doctype html>${renderToStaticMarkup(<LandingDocument cssHref={cssHref} />)}`;
}
