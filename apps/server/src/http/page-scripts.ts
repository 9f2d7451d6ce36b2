import { createHash } from 'node:crypto';
import { APP_START_SCRIPT, EARLY_READS_SCRIPT, THEME_BOOT_SCRIPT } from './page-scripts.generated.ts';

/**
 * The inline scripts of a signed-in panel page (docs/architecture.md#loading-the-admin-panel):
 * typed modules in apps/web/src/app/page-scripts/, bundled at build time into constants
 * (page-scripts.generated.ts), so the Content-Security-Policy allows each by the hash of its exact
 * text and still refuses every other inline script.
 * - EARLY_READS_SCRIPT: an agenda page the browser draws starts its reads before the app's code loads;
 * - THEME_BOOT_SCRIPT: a drawn page sets dark mode before its body is painted;
 * - APP_START_SCRIPT: a drawn page asks for the app's code once the drawing has been painted.
 */
export { APP_START_SCRIPT, EARLY_READS_SCRIPT, THEME_BOOT_SCRIPT };

/** A script's CSP source: 'sha256-…' of its exact text. */
function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export const EARLY_READS_SCRIPT_HASH = cspHash(EARLY_READS_SCRIPT);
export const THEME_BOOT_SCRIPT_HASH = cspHash(THEME_BOOT_SCRIPT);
export const APP_START_SCRIPT_HASH = cspHash(APP_START_SCRIPT);
