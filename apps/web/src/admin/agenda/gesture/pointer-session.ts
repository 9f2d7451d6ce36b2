/**
 * One press of a pointer (mouse, pen or finger) on the grid, from pointerdown to release: the
 * machinery drag, resize and slot selection share. It feeds the pointer's events to the gesture
 * machine (gesture-machine.ts), which decides when a press becomes a drag (DRAG_THRESHOLD_PX,
 * docs/product.md#business-constants) and what Escape or a release does; here the moves are coalesced into one `frame` per
 * animation frame (no React work per pointermove) and the grid scrolls when the pointer nears its edges.
 */
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { GestureDriver, GestureState, Point } from './gesture-machine.ts';

export type PointerPoint = Point;

export interface PointerSessionHandlers<S> {
  /** The press travelled far enough: the drag begins. */
  start(): void;
  /** At most once per animation frame while dragging, with the latest position. */
  frame(point: PointerPoint): void;
  /** Released after a drag began, still dragging: aim at the final target before the release. */
  end(point: PointerPoint): void;
  /** After that release, with the state it led to (proposing, or idle). */
  released?(state: GestureState<S>): void;
  /** Escape or a cancelled pointer: put everything back. */
  cancel(): void;
  /** Released before the drag began. */
  click?(point: PointerPoint, pointerType: string): void;
}

/** How close to the scroller's top or bottom edge the pointer scrolls it, and how fast (px per frame). */
const EDGE_PX = 40;
const EDGE_SPEED = 14;

export function startPointerSession<S>(
  event: ReactPointerEvent,
  scroller: HTMLElement | null,
  gesture: GestureDriver<S>,
  subject: S,
  handlers: PointerSessionHandlers<S>,
): void {
  if (event.button !== 0 || !event.isPrimary) return;
  const pointerId = event.pointerId;
  const pointerType = event.pointerType;
  let last: PointerPoint = { clientX: event.clientX, clientY: event.clientY };
  // Another gesture is waiting for its confirmation or its save: this press starts nothing.
  if (gesture.dispatch({ type: 'press', subject, at: last }).phase !== 'pressing') return;
  let raf = 0;

  // This session's gesture, and not one a later press started after a release this session missed.
  const mine = () => gesture.state.phase !== 'idle' && gesture.state.subject === subject;
  const dragging = () => gesture.state.phase === 'dragging' && gesture.state.subject === subject;

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
    if (!dragging()) return;
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
    if (!mine()) return stop();
    last = { clientX: e.clientX, clientY: e.clientY };
    const before = gesture.state.phase;
    if (gesture.dispatch({ type: 'move', at: last }).phase !== 'dragging') return;
    if (before === 'pressing') handlers.start();
    schedule();
  };
  const onUp = (e: PointerEvent) => {
    if (e.pointerId !== pointerId) return;
    stop();
    last = { clientX: e.clientX, clientY: e.clientY };
    if (dragging()) {
      handlers.end(last);
      handlers.released?.(gesture.dispatch({ type: 'release' }));
    } else if (mine()) {
      gesture.dispatch({ type: 'release' });
      handlers.click?.(last, pointerType);
    }
  };
  const onCancel = (e: PointerEvent) => {
    if (e.pointerId !== pointerId) return;
    stop();
    const wasDragging = dragging();
    if (mine()) gesture.dispatch({ type: 'cancel' });
    if (wasDragging) handlers.cancel();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !dragging()) return;
    e.preventDefault();
    stop();
    gesture.dispatch({ type: 'escape' });
    handlers.cancel();
  };
  const onScroll = () => dragging() && schedule();
  // No text selection or native drag while a press may become a drag.
  const onSelect = (e: Event) => dragging() && e.preventDefault();

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
