import { AGENDA_WEEK_KEY, mondayOf, normalizeWeekStart } from '@recepta/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/local-storage.ts';
import type { AgendaView } from '../model/agenda-model.ts';
import { ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../model/layout.ts';

/** The local storage keys (docs/product.md#local-storage). */
const WEEK_KEY = AGENDA_WEEK_KEY;
const ZOOM_KEY = 'agendaZoom';
const HIDDEN_KEY = 'agendaHiddenResources';
const CANCELLED_KEY = 'agendaShowCancelled';

/**
 * The Monday shown (docs/product.md#agenda-week-and-zoom: week start persists locally). Whatever is stored is normalised
 * (domain normalizeWeekStart: a Monday 'YYYY-MM-DD', else this week's) and written back.
 * `today` is the date in the agenda's zone.
 */
export function useWeekStart(today: string): [string, (date: string) => void] {
  const [stored, setStored] = useState(() => readStorage(WEEK_KEY));
  const monday = normalizeWeekStart(stored, today);
  useEffect(() => {
    if (stored !== monday) writeStorage(WEEK_KEY, monday);
  }, [stored, monday]);
  // Any date of the wanted week: its Monday is what is kept.
  const set = useCallback((date: string) => {
    const next = mondayOf(date);
    setStored(next);
    writeStorage(WEEK_KEY, next);
  }, []);
  return [monday, set];
}

/** Zoom in px per minute, 1 to 3 in steps of 0.25 (docs/product.md#agenda-week-and-zoom); anything else stored reads as 2. */
export function normalizeZoom(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n < ZOOM_MIN || n > ZOOM_MAX) return ZOOM_DEFAULT;
  return Math.round(n / ZOOM_STEP) * ZOOM_STEP;
}

export function useZoom(): [number, (zoom: number) => void] {
  const [zoom, setZoom] = useState(() => normalizeZoom(readStorage(ZOOM_KEY)));
  const set = useCallback((next: number) => {
    const value = normalizeZoom(String(next));
    setZoom(value);
    writeStorage(ZOOM_KEY, String(value));
  }, []);
  return [zoom, set];
}

/** Reads the stored list of hidden professionals: a JSON array of ids; anything else reads as none. */
export function parseHiddenResources(value: string | null): Set<string> {
  try {
    const parsed: unknown = value ? JSON.parse(value) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * What the agenda draws (docs/product.md#agenda-layout): the professionals hidden by a click on the
 * legend (several at once) and whether cancelled appointments show, both remembered per browser.
 */
export function useAgendaView(): {
  view: AgendaView;
  toggleResource: (id: string) => void;
  setShowCancelled: (show: boolean) => void;
} {
  const [hiddenResources, setHidden] = useState(() => parseHiddenResources(readStorage(HIDDEN_KEY)));
  const [showCancelled, setCancelled] = useState(() => readStorage(CANCELLED_KEY) === 'true');
  const view = useMemo(() => ({ hiddenResources, showCancelled }), [hiddenResources, showCancelled]);
  const toggleResource = useCallback((id: string) => {
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      writeStorage(HIDDEN_KEY, JSON.stringify([...next]));
      return next;
    });
  }, []);
  const setShowCancelled = useCallback((show: boolean) => {
    setCancelled(show);
    writeStorage(CANCELLED_KEY, String(show));
  }, []);
  return { view, toggleResource, setShowCancelled };
}
