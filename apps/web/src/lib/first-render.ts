import type { FirstRender } from '@recepta/domain/first-paint';

/**
 * What the server assumed when it drew a page (docs/architecture.md#the-server-draws-the-agenda;
 * the page contract's FirstRender): the instant, the window's width and the stored preferences it
 * read from cookies. The server sets it around its render (entry-server.tsx); the browser sets it
 * from the page before hydrating (main.tsx), so that its first render assumes the same things and
 * hydration matches to the element; it is cleared once the page is hydrated, and everything reads
 * the browser again.
 */
export type { FirstRender };

let current: FirstRender | null = null;

export function beginFirstRender(value: FirstRender): void {
  current = value;
}

export function endFirstRender(): void {
  current = null;
}

/** The assumptions of the render in progress, while the server draws or the browser hydrates; else null. */
export function firstRender(): FirstRender | null {
  return current;
}

/** The width a page is drawn for when the browser never told its own. */
export const DEFAULT_WIDTH = 1440;

/**
 * The widths at which the panel's components change what they render (useMediaQuery's queries,
 * Tailwind's sm, md and lg). A page drawn for a width on the same side of each as the browser's
 * renders the same tree.
 */
export const BREAKPOINTS = [640, 768, 1024] as const;

/** Whether `query` — '(min-width: Npx)', the only kind the panel asks — holds at `width`. */
export function matchesWidth(query: string, width: number): boolean {
  const min = /^\(min-width:\s*(\d+)px\)$/.exec(query.trim());
  return min ? width >= Number(min[1]) : false;
}
