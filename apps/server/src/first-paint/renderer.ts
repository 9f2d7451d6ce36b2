import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AgendaFirstPaint, FirstPaintRenderer } from '@recepta/domain';

/**
 * The web build's drawing of the agenda (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-ssr by `vite build --ssr`), with the page contract's renderer interface
 * (packages/domain first-paint/page.ts). See docs/architecture.md#the-server-draws-the-agenda.
 */
export type AgendaRenderer = FirstPaintRenderer<unknown, AgendaFirstPaint>;

/** Where the web build leaves the server's bundle, beside the browser's (apps/web/dist → apps/web/dist-ssr). */
export function rendererEntry(webDist: string): string {
  return join(webDist, '..', 'dist-ssr', 'entry-server.js');
}

/** The renderer, when the web build made one; without it every page is drawn by the browser. */
export async function loadRenderer(webDist: string): Promise<AgendaRenderer | undefined> {
  const entry = rendererEntry(webDist);
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as AgendaRenderer;
}
