import { readStorage, writeStorage } from '../lib/local-storage.ts';

/**
 * The theme (Config.themeMode, docs/product.md#configuration): 'auto' follows the system's dark preference,
 * live; 'light' and 'dark' are manual. <html> carries the class 'dark' (index.css's dark variant).
 *
 * Two layers decide the mode shown: the organisation's saved mode (from GET /api/config, cached in
 * localStorage so the next visit starts in it without a flash), and a preview the configuration
 * screen sets while the user tries modes out. Dropping the preview falls back to the saved mode,
 * which is how leaving that screen without saving reverts the theme.
 */

export type ThemeMode = 'auto' | 'light' | 'dark';

export const THEME_STORAGE_KEY = 'themeMode';

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'auto' || value === 'light' || value === 'dark';
}

let saved: ThemeMode = 'auto';
let preview: ThemeMode | null = null;
let systemDark: MediaQueryList | null = null;

function render(): void {
  const mode = preview ?? saved;
  const dark = mode === 'dark' || (mode === 'auto' && (systemDark?.matches ?? false));
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  // Native parts (scrollbars, date and time pickers) follow too.
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Runs once, before React renders (main.tsx imports theme-boot.ts first): the cached mode, or the
 * system's preference on a first visit and on the public pages of a browser never signed in.
 */
export function startTheme(): void {
  const cached = readStorage(THEME_STORAGE_KEY);
  saved = isThemeMode(cached) ? cached : 'auto';
  systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  // 'auto' follows a system change while the page is open (e.g. the OS switching at sunset).
  systemDark.addEventListener('change', render);
  render();
}

/** The organisation's mode as saved on the server: shown (unless a preview is on) and remembered. */
export function setSavedThemeMode(mode: ThemeMode): void {
  saved = mode;
  writeStorage(THEME_STORAGE_KEY, mode);
  render();
}

/** Shows `mode` without saving it; null drops the preview and shows the saved mode again. */
export function previewThemeMode(mode: ThemeMode | null): void {
  preview = mode;
  render();
}
