import { createHash } from 'node:crypto';

/**
 * The id of the drawn page's list of the app's code (JSON: the entry first, then every module it
 * and the screen need), written by first-paint.ts in place of the shell's script and preload links.
 */
export const APP_CODE_ID = 'recepta-app-code';

/**
 * Ends a page the server drew (docs/architecture.md#the-server-draws-the-agenda): the app's code is
 * neither run nor even fetched while the drawing is parsed and painted (compiling it took the
 * cores the painting needed, docs/benchmarks.md#figures-behind-code-comments),
 * and this asks for all of it at once, preloads and entry, once the drawing has been painted.
 * Three animation frames, or a second at most (a tab opened in the background paints nothing
 * until it is shown). A constant, allowed by the Content-Security-Policy by its hash.
 */
export const APP_START_SCRIPT = `(function(){var done=false,n=0;
function start(){if(done)return;done=true;var code=JSON.parse(document.getElementById(${JSON.stringify(APP_CODE_ID)}).textContent);
for(var i=1;i<code.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="anonymous";l.href=code[i];document.head.appendChild(l)}
var s=document.createElement("script");s.type="module";s.crossOrigin="anonymous";s.src=code[0];document.head.appendChild(s)}
function frame(){if(++n<3)requestAnimationFrame(frame);else setTimeout(start,0)}
requestAnimationFrame(frame);setTimeout(start,1000)})()`;

/** The script's CSP source: 'sha256-…' of its exact text. */
export const APP_START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;
