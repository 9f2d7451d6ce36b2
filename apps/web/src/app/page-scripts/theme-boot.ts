/**
 * Runs first in a page the server drew (docs/architecture.md#the-server-draws-the-agenda): the
 * drawing is painted before the app's code runs, so the theme must be on <html> before the body
 * is, or a dark-mode user sees the page flash light. The app's own rule (app/theme.ts): the mode
 * kept in local storage, 'auto' following the system. Bundled by scripts/build-page-scripts.mjs
 * into a constant the Content-Security-Policy allows by its hash.
 */
import { paintTheme, storedThemeMode, themeIsDark } from '../theme.ts';

try {
  paintTheme(themeIsDark(storedThemeMode(), matchMedia('(prefers-color-scheme: dark)').matches));
} catch {
  // The app sets the theme when it starts.
}
