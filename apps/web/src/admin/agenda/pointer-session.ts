/**
 * One press of a pointer (mouse, pen or finger) on the grid, from pointerdown to release: the
 * machinery drag, resize and slot selection share. It waits for DRAG_THRESHOLD_PX of travel before
 * a drag starts (docs/product.md#business-constants), coalesces moves into one `frame` per animation frame (no React work
 * per pointermove), scrolls the grid when the pointer nears its edges, and cancels on Escape.
 */
import type { PointerEvent as ReactPointerEvent } from 'react';
import { DRAG_THRESHOLD_PX } from './layout.ts';

export interface PointerPoint {
  clientX: number;
  clientY: number;
}

export interface PointerSessionHandlers {
  /** The press travelled far enough: the drag begins. */
  start(): void;
  /** At most once per animation frame while dragging, with the latest position. */
  frame(point: PointerPoint): void;
  /** Released after a drag began. */
  end(point: PointerPoint): void;
  /** Escape or a cancelled pointer: put everything back. */
  cancel(): void;
  /** Released before the drag began. */
  click?(point: PointerPoint, pointerType: string): void;
}

/** How close to the scroller's top or bottom edge the pointer scrolls it, and how fast (px per frame). */
const EDGE_PX = 40;
const EDGE_SPEED = 14;

export function startPointerSession(
  event: ReactPointerEvent,
  scroller: HTMLElement | null,
  handlers: PointerSessionHandlers,
): void {
  if (event.button !== 0 || !event.isPrimary) return;
  const pointerId = event.pointerId;
  const pointerType = event.pointerType;
  const origin = { clientX: event.clientX, clientY: event.clientY };
  let last = origin;
  let dragging = false;
  let raf = 0;

  const edgeScroll = (): boolean => {
    if (!scroller) return false;
    const rect = scroller.getBoundingClientRect();
    const before = scroller.scrollTop;
    if (last.clientY < rect.top + EDGE_PX) scroller.scrollTop -= EDGE_SPEED;
    else if (last.clientY > rect.bottom - EDGE_PX) scroller.scrollTop += EDGE_SPEED;
    return scroller.scrollTop !== before;
  };
  const runFrame = () => {
    raf = 0;
    if (!dragging) return;
    const scrolled = edgeScroll();
    handlers.frame(last);
    // Keep scrolling while the pointer rests near an edge.
    if (scrolled) schedule();
  };
  const schedule = () => {
    if (!raf) raf = requestAnimationFrame(runFrame);
  };

  const onMove = (e: PointerEvent) => {
    if (e.pointerId !== pointerId) return;
    last = { clientX: e.clientX, clientY: e.clientY };
    if (!dragging) {
      if (Math.hypot(last.clientX - origin.clientX, last.clientY - origin.clientY) < DRAG_THRESHOLD_PX) return;
      dragging = true;
      handlers.start();
    }
    schedule();
  };
  const onUp = (e: PointerEvent) => {
    if (e.pointerId !== pointerId) return;
    stop();
    last = { clientX: e.clientX, clientY: e.clientY };
    if (dragging) handlers.end(last);
    else handlers.click?.(last, pointerType);
  };
  const onCancel = (e: PointerEvent) => {
    if (e.pointerId !== pointerId) return;
    stop();
    if (dragging) handlers.cancel();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !dragging) return;
    e.preventDefault();
    stop();
    handlers.cancel();
  };
  const onScroll = () => dragging && schedule();
  // No text selection or native drag while a press may become a drag.
  const onSelect = (e: Event) => dragging && e.preventDefault();

  function stop() {
    cancelAnimationFrame(raf);
    raf = 0;
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', onCancel);
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('selectstart', onSelect);
    scroller?.removeEventListener('scroll', onScroll);
  }

  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  window.addEventListener('pointercancel', onCancel);
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('selectstart', onSelect);
  scroller?.addEventListener('scroll', onScroll, { passive: true });
}
