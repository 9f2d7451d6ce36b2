/**
 * Ends a page the server drew (docs/architecture.md#the-server-draws-the-agenda): the app's code is
 * neither run nor even fetched while the drawing is parsed and painted (compiling it took the
 * cores the painting needed, docs/benchmarks.md#figures-behind-code-comments), and this asks for
 * all of it at once, preloads and entry, once the drawing has been painted: three animation
 * frames, or a second at most (a tab opened in the background paints nothing until it is shown).
 * Bundled by scripts/build-page-scripts.mjs into a constant the Content-Security-Policy allows by
 * its hash.
 */
import { APP_CODE_ELEMENT_ID } from '@recepta/domain/first-paint';

let started = false;
let frames = 0;

function start(): void {
  if (started) return;
  started = true;
  // The entry first, then every module it and the screen need.
  const [entry, ...modules] = JSON.parse(document.getElementById(APP_CODE_ELEMENT_ID)?.textContent ?? '[]') as string[];
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = 'anonymous';
  script.src = entry ?? '';
  document.head.appendChild(script);
}

function frame(): void {
  if (++frames < 3) requestAnimationFrame(frame);
  else setTimeout(start, 0);
}

requestAnimationFrame(frame);
setTimeout(start, 1000);
