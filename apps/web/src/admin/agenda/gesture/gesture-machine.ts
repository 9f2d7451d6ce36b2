/**
 * The agenda's pointer gesture as an explicit state machine, pure so every transition is unit
 * tested: a press (pressing) becomes a drag past DRAG_THRESHOLD_PX (dragging); released on a valid
 * target it waits for '¿Confirmar el cambio de horario?' (proposing), then for the server (saving).
 * Escape, a cancelled pointer, an invalid release, a refused proposal and the server's answer all
 * return to idle. One gesture at a time: a press while a proposal waits or saves is ignored; a press
 * while one is still pressing or dragging (its release never arrived) starts over.
 *
 * `S` is what the gesture acts on (a card and its appointment, or an empty slot); the reducer only
 * carries it. Events that do not apply to the current state leave it unchanged (the same object).
 */
import { DRAG_THRESHOLD_PX } from '../model/layout.ts';
import type { Target } from '../model/placement-check.ts';

export interface Point {
  clientX: number;
  clientY: number;
}

export type OkTarget = Extract<Target, { kind: 'ok' }>;

export type GestureState<S> =
  | { phase: 'idle' }
  | { phase: 'pressing'; subject: S; origin: Point }
  | { phase: 'dragging'; subject: S; target: Target }
  | { phase: 'proposing'; subject: S; target: OkTarget }
  /** `from`: where the appointment was, so the grid can tell when React has drawn its new place. */
  | { phase: 'saving'; subject: S; target: OkTarget; from: string };

export type GestureEvent<S> =
  | { type: 'press'; subject: S; at: Point }
  | { type: 'move'; at: Point }
  /** The target under the pointer, evaluated again (the slot changed, or a live update). */
  | { type: 'aim'; target: Target }
  | { type: 'release' }
  | { type: 'escape' }
  /** The browser took the pointer (pointercancel). */
  | { type: 'cancel' }
  | { type: 'confirm'; from: string }
  /** 'Cancelar' in the confirmation, or a live update took the proposed slot. */
  | { type: 'refuse' }
  | { type: 'saved' }
  | { type: 'failed' };

export const idle = { phase: 'idle' } as const;

function travelled(from: Point, to: Point): number {
  return Math.hypot(to.clientX - from.clientX, to.clientY - from.clientY);
}

export function gestureReducer<S>(state: GestureState<S>, event: GestureEvent<S>): GestureState<S> {
  if (event.type === 'press') {
    const waiting = state.phase === 'proposing' || state.phase === 'saving';
    return waiting ? state : { phase: 'pressing', subject: event.subject, origin: event.at };
  }
  switch (state.phase) {
    case 'idle':
      return state;
    case 'pressing':
      if (event.type === 'move') {
        if (travelled(state.origin, event.at) < DRAG_THRESHOLD_PX) return state;
        return { phase: 'dragging', subject: state.subject, target: { kind: 'same' } };
      }
      // A release before the threshold is a click, not a drag; Escape has nothing to cancel yet.
      return event.type === 'release' || event.type === 'cancel' ? idle : state;
    case 'dragging':
      if (event.type === 'aim') return { ...state, target: event.target };
      if (event.type === 'release') {
        const { target } = state;
        return target.kind === 'ok' ? { phase: 'proposing', subject: state.subject, target } : idle;
      }
      return event.type === 'escape' || event.type === 'cancel' ? idle : state;
    case 'proposing':
      if (event.type === 'confirm') return { ...state, phase: 'saving', from: event.from };
      return event.type === 'refuse' ? idle : state;
    case 'saving':
      return event.type === 'saved' || event.type === 'failed' ? idle : state;
  }
}

/**
 * The machine as the hooks hold it: its current state, the one way to change it, and a subscription
 * (React reads it with useSyncExternalStore). The machine is the only copy of the gesture's state:
 * what the confirmation shows is derived from it, never kept beside it.
 */
export interface GestureDriver<S> {
  readonly state: GestureState<S>;
  dispatch(event: GestureEvent<S>): GestureState<S>;
  subscribe(listener: () => void): () => void;
}

export function createGestureDriver<S>(onChange?: (next: GestureState<S>, before: GestureState<S>) => void) {
  let state: GestureState<S> = idle;
  const listeners = new Set<() => void>();
  const driver: GestureDriver<S> = {
    get state() {
      return state;
    },
    dispatch(event) {
      const before = state;
      state = gestureReducer(state, event);
      if (state !== before) {
        onChange?.(state, before);
        for (const listener of listeners) listener();
      }
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return driver;
}
