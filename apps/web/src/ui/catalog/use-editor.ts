import { useCallback, useMemo, useState } from 'react';

/** What the inline form of a catalogue screen is doing: adding, editing a row, or closed. */
export type Editing<T> = { mode: 'new' } | { mode: 'edit'; item: T } | null;

export interface Editor<T> {
  editing: Editing<T>;
  add(): void;
  edit(item: T): void;
  close(): void;
}

/**
 * The open/closed state of a screen's inline form. A screen may hold it itself (to open a row from
 * the URL, as blocks do with ?blockId=) and hand it to CatalogScreen; otherwise CatalogScreen keeps its own.
 */
export function useEditor<T>(): Editor<T> {
  // ?nuevo=1 (the first steps' links, the agenda's empty state) opens the screen on its 'new' form.
  const [editing, setEditing] = useState<Editing<T>>(() =>
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('nuevo') === '1'
      ? { mode: 'new' }
      : null,
  );
  const add = useCallback(() => setEditing({ mode: 'new' }), []);
  const edit = useCallback((item: T) => setEditing({ mode: 'edit', item }), []);
  const close = useCallback(() => setEditing(null), []);
  return useMemo(() => ({ editing, add, edit, close }), [editing, add, edit, close]);
}
