import { APP_CODE_ELEMENT_ID, DRAWN_END_ID, FIRST_PAINT_ELEMENT_ID } from '@recepta/domain';
import { APP_START_SCRIPT, THEME_BOOT_SCRIPT } from '../http/page-scripts.ts';
import { withBootstrap } from './shell-head.ts';

/** A drawn page: the markup of #root, and the JSON (script-safe) it hydrates from. */
export interface DrawnPage {
  html: string;
  stateJson: string;
  /** Milliseconds spent reading the answers and rendering, logged at debug level. */
  timing: { reads: number; render: number };
}

const ROOT = '<div id="root"></div>';

/**
 * A page the server draws, in two parts sent at two moments (docs/architecture.md#the-server-draws-the-agenda).
 * The head goes at once, before the page's data is read: the browser sets up the document and
 * reads the stylesheets while the server draws. The rest brings the drawing and, after it, the
 * data it was drawn from, so the browser paints the markup before it has even read them; the
 * app's code is asked for after that paint.
 */
export interface DrawnShell {
  /** Up to and including #root's opening tag. */
  head: string;
  /**
   * #root's content and the end of the page: the drawing, or (when it could not be drawn) an empty
   * #root, `instead` (the early reads' script) and the app's entry, which draws it in the browser.
   */
  rest(drawn: DrawnPage | null, instead?: string): string;
}

/** The shell of a drawn page, or null when `shellHtml` is not a shell it can be drawn into (another build's app.html). */
export function drawnShell(shellHtml: string, bootstrap: unknown, preloads: readonly string[]): DrawnShell | null {
  let entry: string | undefined;
  const code: string[] = [];
  const html = withBootstrap(shellHtml, bootstrap, preloads, 'apply')
    // The theme before anything is painted; the first frame held until the whole drawing is parsed
    // (rel=expect, blocking=render): a frame of half the week was laid out and painted, then all of it again.
    .replace(
      '<head>',
      `<head><link rel="expect" href="#${DRAWN_END_ID}" blocking="render"><script>${THEME_BOOT_SCRIPT}</script>`,
    )
    // The app's code, entry and preloads, is asked for after the drawing is painted (the app-start script).
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      code.push(href);
      return '';
    });
  const root = html.indexOf(ROOT);
  if (entry === undefined || root < 0) return null;
  const end = html.slice(root + ROOT.length);
  const endOfDrawing = `</div><template id="${DRAWN_END_ID}"></template>`;
  const appCode = JSON.stringify([entry, ...code]);
  return {
    head: `${html.slice(0, root)}<div id="root">`,
    rest(drawn, instead = '') {
      const scripts = drawn
        ? `<script id="${FIRST_PAINT_ELEMENT_ID}" type="application/json">${drawn.stateJson}</script>` +
          `<script id="${APP_CODE_ELEMENT_ID}" type="application/json">${appCode}</script><script>${APP_START_SCRIPT}</script>`
        : instead +
          code.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('') +
          `<script type="module" crossorigin src="${entry}"></script>`;
      return `${drawn?.html ?? ''}${endOfDrawing}${end.replace('</body>', () => `${scripts}</body>`)}`;
    },
  };
}
