import type { AgendaItem } from '../model/agenda-model.ts';

/** Where the keyboard can stand in the grid: an appointment's card, or a free slot of one increment. */
export type GridStop =
  | { kind: 'card'; day: number; id: string; at: number }
  | { kind: 'slot'; day: number; at: number };

/**
 * A day's stops in time order: its cards (by start, then lane) and every free slot of `increment`
 * minutes between them within the drawn range. A slot is free when no card overlaps it.
 */
export function dayStops(
  day: number,
  items: readonly AgendaItem[],
  range: { start: number; end: number },
  increment: number,
): GridStop[] {
  const stops: GridStop[] = items.map((item) => ({ kind: 'card', day, id: item.appt.id, at: item.startMin }));
  const first = Math.ceil(range.start / increment) * increment;
  for (let at = first; at + increment <= range.end; at += increment) {
    const taken = items.some((item) => item.startMin < at + increment && item.endMin > at);
    if (!taken) stops.push({ kind: 'slot', day, at });
  }
  // Stable: cards keep their start-then-lane order; a slot never shares a start with a card.
  return stops.sort((a, b) => a.at - b.at);
}

/**
 * The stop of `day` at the time `at`: the first card that covers it, else the free slot holding
 * it, else the stop nearest in time (the day may be full there, or `at` outside the range).
 */
export function stopAt(stops: readonly GridStop[], items: readonly AgendaItem[], at: number, increment: number) {
  const covering = items.find((item) => item.startMin <= at && item.endMin > at);
  if (covering) return stops.find((s) => s.kind === 'card' && s.id === covering.appt.id);
  const slotStart = Math.floor(at / increment) * increment;
  const slot = stops.find((s) => s.kind === 'slot' && s.at === slotStart);
  if (slot) return slot;
  let best: GridStop | undefined;
  for (const s of stops) if (!best || Math.abs(s.at - at) < Math.abs(best.at - at)) best = s;
  return best;
}
