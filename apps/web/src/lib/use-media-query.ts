import { useSyncExternalStore } from 'react';
import { DEFAULT_WIDTH, firstRender, matchesWidth } from './first-render.ts';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // The server's render and the hydration answer for the width the server drew for.
    () => matchesWidth(query, firstRender()?.width ?? DEFAULT_WIDTH),
  );
}
