import { adminScreens } from '../src/app/screens.ts';

/** A chunk of the Vite manifest: its file, the chunks it imports statically, its stylesheets. */
export interface ManifestChunk {
  file?: string;
  imports?: string[];
  css?: string[];
}

/** The admin shell's module, which every admin path loads first (src/app/router.tsx). */
const SHELL = 'src/admin/shell/admin-shell.tsx';

/** The module a screen's `load` imports, as the manifest names it ('src/admin/…'). */
function screenSource(load: () => unknown): string {
  const match = /import\(\s*["'`]\.\.\/(.+?)["'`]\s*\)/.exec(String(load));
  if (!match) throw new Error(`cannot read the module of ${String(load)}`);
  return `src/${match[1]}`;
}

/**
 * For each admin path, the code and styles it loads besides the app's own (the admin shell and the
 * screen, with every chunk they import statically), for the server to send as modulepreload links
 * (docs/architecture.md#loading-the-admin-panel). Files already loaded by the app's entry are left out.
 */
export function routePreloads(manifest: Record<string, ManifestChunk>): Record<string, string[]> {
  // A manifest without the app's entry (a test's stand-in for a build) has no route to preload.
  if (!manifest['index.html']) return {};
  const entry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk?.file) throw new Error(`the Vite manifest has no chunk ${key}`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect('index.html', entry);
  const forPath = (keys: string[]) => {
    const files = new Set<string>();
    for (const key of keys) collect(key, files);
    return [...files].filter((file) => !entry.has(file));
  };
  const preloads: Record<string, string[]> = { '/admin': forPath([SHELL]) };
  for (const [path, screen] of Object.entries(adminScreens)) {
    if (path.includes(':')) continue;
    preloads[path] = forPath([SHELL, screenSource(screen.load)]);
  }
  return preloads;
}
