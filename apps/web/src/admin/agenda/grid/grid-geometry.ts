/**
 * The grid's DOM as the pointer hooks read and move it directly (never through React state while a
 * pointer moves): which column is under the pointer, where the guide goes, and how a card is
 * lifted, moved and put back with inline styles. What the gesture is doing lives in the gesture
 * machine; data-lifted only styles the card (and keeps the pencil away from it).
 */

import { timeRange } from '../model/week-label.ts';
import type { GridStop } from './grid-stops.ts';

export interface GridGeometry {
  /** The element that scrolls vertically. */
  scroller: HTMLElement | null;
  /** The positioned box holding the day columns; its top is the first minute drawn. */
  body: HTMLElement | null;
  guide: HTMLElement | null;
  /** Day index → its column, for the columns drawn (seven on desktop, one on tablets). */
  columns: Map<number, HTMLElement>;
  pxPerMinute: number;
  rangeStart: number;
  /** The keyboard's slot cursor, its current stop and the one element of the grid in the Tab order (grid-keyboard.ts). */
  cursor: HTMLElement | null;
  keyStop: GridStop | null;
  /** Whether the user moved to keyStop (arrows, a click, focus given back), not the default. */
  keyStopChosen: boolean;
  tabStop: HTMLElement | null;
}

export function createGeometry(): GridGeometry {
  return {
    scroller: null,
    body: null,
    guide: null,
    columns: new Map(),
    pxPerMinute: 2,
    rangeStart: 0,
    cursor: null,
    keyStop: null,
    keyStopChosen: false,
    tabStop: null,
  };
}

/** The day whose column is under (or nearest to) the pointer. */
export function dayAtX(geo: GridGeometry, clientX: number): number | undefined {
  let best: number | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [day, el] of geo.columns) {
    const r = el.getBoundingClientRect();
    const distance = clientX < r.left ? r.left - clientX : clientX > r.right ? clientX - r.right : 0;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = day;
    }
  }
  return best;
}

/** A pointer's vertical position in the grid's content, in px from its top (scrolling included). */
export function contentY(geo: GridGeometry, clientY: number): number {
  return clientY - (geo.body?.getBoundingClientRect().top ?? 0);
}

export type GuideState = 'ok' | 'bad' | 'same';

/** Draws the guide over `day` from `startMin` to `endMin`: green (valid), red (invalid) or neutral. */
export function showGuide(
  geo: GridGeometry,
  g: { day: number; startMin: number; endMin: number; state: GuideState; message?: string },
): void {
  const { guide } = geo;
  const column = geo.columns.get(g.day);
  if (!guide || !column) return;
  guide.style.display = 'block';
  guide.style.left = `${column.offsetLeft}px`;
  guide.style.width = `${column.offsetWidth}px`;
  guide.style.top = `${(g.startMin - geo.rangeStart) * geo.pxPerMinute}px`;
  guide.style.height = `${Math.max(4, (g.endMin - g.startMin) * geo.pxPerMinute)}px`;
  guide.dataset.state = g.state;
  const label = guide.firstElementChild as HTMLElement | null;
  if (label)
    label.textContent = g.message
      ? `${timeRange(g.startMin, g.endMin)} · ${g.message}`
      : timeRange(g.startMin, g.endMin);
}

export function hideGuide(geo: GridGeometry): void {
  if (!geo.guide) return;
  geo.guide.style.display = 'none';
  delete geo.guide.dataset.state;
  if (geo.guide.firstElementChild) geo.guide.firstElementChild.textContent = '';
}

/** A card taken by the pointer: above the others (its React-set height is the gesture's to keep). */
export function liftCard(el: HTMLElement): void {
  el.dataset.lifted = 'drag';
}

export function moveCard(el: HTMLElement, dx: number, dy: number): void {
  el.style.transform = `translate3d(${dx}px, ${dy}px, 0)`;
}

/** Resizing: top edge offset and height in px. */
export function sizeCard(el: HTMLElement, topOffset: number, height: number): void {
  el.style.transform = topOffset ? `translate3d(0, ${topOffset}px, 0)` : '';
  el.style.height = `${Math.max(6, height)}px`;
}

/** Waiting for the confirmation, then for the server: the card stays where it was dropped. */
export function holdCard(el: HTMLElement, state: 'confirm' | 'saving'): void {
  el.dataset.lifted = state;
}

/** Where a saving card's appointment was: the grid settles it once the model says otherwise. */
export function placeKey(item: { start: number; end: number; appt: { resource: { id: string } } }): string {
  return `${item.start}-${item.end}-${item.appt.resource.id}`;
}

/** Back where React put it (cancelled, refused or failed): `height` is the one it had when lifted. */
export function dropCard(el: HTMLElement, height: string): void {
  el.style.transform = '';
  el.style.height = height;
  delete el.dataset.lifted;
}

/** React has drawn the card's new place (saved): only the drag's own styles go. */
export function settleCard(el: HTMLElement): void {
  el.style.transform = '';
  delete el.dataset.lifted;
}
