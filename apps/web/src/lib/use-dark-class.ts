import { useSyncExternalStore } from 'react';

/** Whether <html> carries the 'dark' class (set by the theme), kept current as it changes. */
export function useDarkClass(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
      return () => observer.disconnect();
    },
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
}
