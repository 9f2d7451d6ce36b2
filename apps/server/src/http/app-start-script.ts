import { createHash } from 'node:crypto';

/** The id of the drawn page's link to the app's entry (spa.ts writes it in place of the entry's script). */
export const APP_ENTRY_ID = 'recepta-app';

/**
 * Ends a page the server drew (docs/architecture.md#the-server-draws-the-agenda): the app's entry
 * is only preloaded there (downloaded and compiled beside the page), and this starts it once the
 * drawing has been painted, so that evaluating the app's modules — the longest task of a load —
 * comes after the week is on screen rather than before its first frames. Three animation frames,
 * or a second at most (a tab opened in the background paints nothing until it is shown). A
 * constant, allowed by the Content-Security-Policy by its hash.
 */
export const APP_START_SCRIPT = `(function(){var done=false,n=0;
function start(){if(done)return;done=true;var l=document.getElementById(${JSON.stringify(APP_ENTRY_ID)});
var s=document.createElement("script");s.type="module";s.crossOrigin="anonymous";s.src=l.href;document.head.appendChild(s)}
function frame(){if(++n<3)requestAnimationFrame(frame);else setTimeout(start,0)}
requestAnimationFrame(frame);setTimeout(start,1000)})()`;

/** The script's CSP source: 'sha256-…' of its exact text. */
export const APP_START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;
