import { BOOTSTRAP_ELEMENT_ID } from '@recepta/domain';
import { scriptSafeJson } from '../http/script-safe.ts';

/**
 * The route's code links and the bootstrap JSON, at the end of <head>. The route's stylesheets are
 * preloaded for a page the app will draw, and applied at once to one the server drew (its markup
 * is painted before any script could add them).
 */
export function withBootstrap(
  html: string,
  bootstrap: unknown,
  preloads: readonly string[],
  styles: 'preload' | 'apply',
): string {
  const links = preloads
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => {
      if (!file.endsWith('.css')) return `<link rel="modulepreload" crossorigin href="/${file}">`;
      return styles === 'apply'
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="preload" as="style" crossorigin href="/${file}">`;
    })
    .join('');
  const json = `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${scriptSafeJson(bootstrap)}</script>`;
  // A function, not a string, as replacement: the JSON may hold '$&' and other replacement patterns.
  return html.replace('</head>', () => `${links}${json}</head>`);
}
