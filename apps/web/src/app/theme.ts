import { readStorageNow, writeStorage } from '../lib/local-storage.ts';

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

/** The mode kept in local storage; 'auto' when none is (a first visit) or it is not a mode. */
export function storedThemeMode(): ThemeMode {
  const cached = readStorageNow(THEME_STORAGE_KEY);
  return isThemeMode(cached) ? cached : 'auto';
}

/** Whether `mode` shows dark, with the system preferring dark or not. */
export function themeIsDark(mode: ThemeMode, systemPrefersDark: boolean): boolean {
  return mode === 'dark' || (mode === 'auto' && systemPrefersDark);
}

/** Puts the theme on <html>; also run by a drawn page's theme script (page-scripts/theme-boot.ts) before its body is painted. */
export function paintTheme(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  // Native parts (scrollbars, date and time pickers) follow too.
  root.style.colorScheme = dark ? 'dark' : 'light';
}

function render(): void {
  paintTheme(themeIsDark(preview ?? saved, systemDark?.matches ?? false));
}

/**
 * Runs once, before React renders (main.tsx imports theme-boot.ts first): the cached mode, or the
 * system's preference on a first visit and on the public pages of a browser never signed in.
 */
export function startTheme(): void {
  saved = storedThemeMode();
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
