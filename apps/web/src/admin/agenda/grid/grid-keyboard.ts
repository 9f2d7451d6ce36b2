import type { FocusEvent, KeyboardEvent } from 'react';
import type { PointerDeps } from '../gesture/pointer-deps.ts';
import { slotMessage } from '../gesture/use-slot-select.ts';
import type { AgendaModel } from '../model/agenda-model.ts';
import { evaluateSlot } from '../model/placement-check.ts';
import { longDate, timeRange } from '../model/week-label.ts';
import type { GridGeometry } from './grid-geometry.ts';
import { dayStops, type GridStop, stopAt } from './grid-stops.ts';

/**
 * The grid's keyboard (a roving tabindex): one stop of the grid is in the Tab order, a card or the
 * slot cursor (one button the grid moves over free slots). Arrows move between a day's cards and
 * free slots (up, down) and to the same time of the next or previous day (left, right); Enter on a
 * card opens it (the card's own handler), on a slot it creates an appointment there. The stop and
 * the tabindex are kept on the DOM, not in React state: a week may hold 2,000 cards.
 */

function cardElement(geo: GridGeometry, id: string): HTMLElement | null {
  return geo.body?.querySelector<HTMLElement>(`[data-appt-id="${CSS.escape(id)}"]`) ?? null;
}

function drawnDays(geo: GridGeometry): number[] {
  return [...geo.columns.keys()].sort((a, b) => a - b);
}

function stopsOf(model: AgendaModel, day: number): GridStop[] {
  return dayStops(day, model.byDay[day] ?? [], model.range, model.increment);
}

function placeCursor(geo: GridGeometry, model: AgendaModel, stop: Extract<GridStop, { kind: 'slot' }>): void {
  const cursor = geo.cursor;
  const column = geo.columns.get(stop.day);
  if (!cursor || !column) return;
  cursor.style.left = `${column.offsetLeft}px`;
  cursor.style.width = `${column.offsetWidth}px`;
  cursor.style.top = `${(stop.at - geo.rangeStart) * geo.pxPerMinute}px`;
  cursor.style.height = `${model.increment * geo.pxPerMinute}px`;
  const date = model.week.days[stop.day] as string;
  // A slot in the day's closed time is still a stop (arrows keep their rhythm) but is not called free.
  const closed = model.closedHours[stop.day]?.some((s) => s.start <= stop.at && stop.at < s.end);
  const what = closed ? 'Fuera de horario' : 'Hueco libre';
  cursor.setAttribute('aria-label', `${what}, ${longDate(date)}, ${timeRange(stop.at, stop.at + model.increment)}`);
}

/** Makes `stop` the grid's one Tab stop (and places the slot cursor on it). */
function setTabStop(geo: GridGeometry, model: AgendaModel, stop: GridStop, chosen: boolean): HTMLElement | null {
  const el = stop.kind === 'card' ? cardElement(geo, stop.id) : geo.cursor;
  if (!el) return null;
  if (stop.kind === 'slot') placeCursor(geo, model, stop);
  if (geo.tabStop && geo.tabStop !== el) geo.tabStop.tabIndex = -1;
  el.tabIndex = 0;
  geo.tabStop = el;
  geo.keyStop = stop;
  geo.keyStopChosen = chosen;
  return el;
}

/**
 * After every drawing: the stop the user moved to if it is still there, else the first card of the
 * drawn days, else the first free slot. A stop only chosen by default is chosen again: when the
 * grid drew before the week's appointments arrived, its default was a free slot, and keeping it
 * would leave the first card out of the Tab order once they came.
 */
export function syncTabStop(geo: GridGeometry, model: AgendaModel): void {
  const days = drawnDays(geo);
  const kept = geo.keyStop;
  if (kept && geo.keyStopChosen && days.includes(kept.day)) {
    if (kept.kind === 'slot' || model.itemById.get(kept.id)?.day === kept.day) {
      if (setTabStop(geo, model, kept, true)) return;
    }
  }
  const all = days.flatMap((day) => stopsOf(model, day));
  const first = all.find((s) => s.kind === 'card') ?? all[0];
  if (first) setTabStop(geo, model, first, false);
}

function currentStop(geo: GridGeometry, model: AgendaModel, target: HTMLElement): GridStop | null {
  if (target === geo.cursor) return geo.keyStop?.kind === 'slot' ? geo.keyStop : null;
  const id = target.dataset.apptId;
  const item = id ? model.itemById.get(id) : undefined;
  return item ? { kind: 'card', day: item.day, id: item.appt.id, at: item.startMin } : null;
}

function sameStop(a: GridStop, b: GridStop): boolean {
  return a.kind === 'card' ? b.kind === 'card' && a.id === b.id : b.kind === 'slot' && a.day === b.day && a.at === b.at;
}

/** The grid body's key handler (keys bubble up from its cards and its slot cursor). */
export function onGridKeyDown(deps: PointerDeps, event: KeyboardEvent<HTMLElement>): void {
  const { geo, model } = deps;
  // No week drawn yet: nothing to walk.
  if (!model) return;
  const target = event.target as HTMLElement;
  const from = currentStop(geo, model, target);
  if (!from) return;

  if (from.kind === 'slot' && (event.key === 'Enter' || event.key === ' ')) {
    event.preventDefault();
    const result = evaluateSlot(model, from.day, from.at, model.increment, deps.now());
    if (!result.ok) deps.warn(slotMessage(result.code, result.message));
    else deps.create({ day: from.day, startMin: from.at });
    return;
  }

  let to: GridStop | undefined;
  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
    const stops = stopsOf(model, from.day);
    const index = stops.findIndex((s) => sameStop(s, from));
    to = stops[index + (event.key === 'ArrowDown' ? 1 : -1)];
  } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    const days = drawnDays(geo);
    const day = days[days.indexOf(from.day) + (event.key === 'ArrowRight' ? 1 : -1)];
    if (day !== undefined) to = stopAt(stopsOf(model, day), model.byDay[day] ?? [], from.at, model.increment);
  } else {
    return;
  }
  // The arrows belong to the grid here: they would otherwise scroll it.
  event.preventDefault();
  if (to) setTabStop(geo, model, to, true)?.focus();
}

/** A card focused some other way (a click, focus given back after a dialog) becomes the Tab stop. */
export function onGridFocus(deps: PointerDeps, event: FocusEvent<HTMLElement>): void {
  const { geo, model } = deps;
  // No week drawn yet: nothing to walk.
  if (!model) return;
  const target = event.target as HTMLElement;
  if (target === geo.cursor || target === geo.tabStop) return;
  const stop = currentStop(geo, model, target);
  if (stop) setTabStop(geo, model, stop, true);
}
