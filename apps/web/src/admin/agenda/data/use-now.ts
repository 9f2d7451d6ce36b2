import { useSyncExternalStore } from 'react';
import { firstRender } from '../../../lib/first-render.ts';

/** One ticker for every subscriber: the now line and the past shading move once a minute. */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current instant, refreshed every minute (enough for a grid drawn in minutes). */
export function useNow(): number {
  // A page drawn by the server hydrates at the instant it was drawn at, then moves on to this one.
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => firstRender()?.now ?? now,
  );
}
