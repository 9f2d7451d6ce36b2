import { createHash } from 'node:crypto';

/**
 * Runs first in a page the server drew (docs/architecture.md#the-server-draws-the-agenda): the
 * drawing is painted before the app's code runs, so the theme must be on <html> before the body is,
 * or a dark-mode user sees the page flash light. It does what the app's startTheme does at start
 * (apps/web/src/app/theme.ts): the mode kept in localStorage ('themeMode'), 'auto' following the
 * system. A constant, allowed by the Content-Security-Policy by its hash.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{
var m=null;try{m=localStorage.getItem("themeMode")}catch(x){}
var d=m==="dark"||(m!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);
var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light";
}catch(x){}})()`;

/** The script's CSP source: 'sha256-…' of its exact text. */
export const THEME_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;
