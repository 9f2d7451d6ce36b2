import { agendaTexts } from '@recepta/domain';
import type { GridGeometry, GuideState } from '../grid/grid-geometry.ts';
import { hideGuide, showGuide } from '../grid/grid-geometry.ts';
import type { AgendaItem, AgendaModel } from '../model/agenda-model.ts';
import type { Failure, Target } from '../model/placement-check.ts';
import type { GestureDriver, OkTarget } from './gesture-machine.ts';

/** A card the pointer took: to move it, or to resize it by one edge. */
export type CardSubject = {
  item: AgendaItem;
  /** The card, held where it was dropped until the change is confirmed, refused or saved. */
  card: HTMLElement;
  /** Its height as React set it, put back when the gesture is undone. */
  height: string;
} & ({ kind: 'move' } | { kind: 'resize'; edge: 'top' | 'bottom' });

/** What a gesture acts on: a card, or an empty slot of a day (a new appointment). */
export type GestureSubject = CardSubject | { kind: 'slot'; day: number };

/** A valid drop or resize, waiting for '¿Confirmar el cambio de horario?'. */
export interface Proposal {
  kind: 'move' | 'resize';
  edge?: 'top' | 'bottom';
  item: AgendaItem;
  target: OkTarget;
}

/** What the pointer hooks read at the moment they need it (a ref, kept current by the page). */
export interface PointerDeps {
  /** Undefined until the week loads (no grid is drawn then). */
  model: AgendaModel | undefined;
  geo: GridGeometry;
  /** The one gesture of the agenda: a press, a drag, a proposal or a save. */
  gesture: GestureDriver<GestureSubject>;
  now(): number;
  warn(message: string): void;
  /** A tap (touch) on a card, which has no double click. */
  tap(item: AgendaItem): void;
  /** A slot chosen on the empty grid: open the panel to create an appointment there. */
  create(slot: { day: number; startMin: number; durationMin?: number }): void;
}

/** A drag in progress that a live update may have to re-check. */
export interface ActiveDrag {
  recheck(): void;
}

/** The guide for a target: hidden when nothing would change. */
export function guideFor(geo: GridGeometry, target: Target, message?: string): void {
  if (target.kind === 'same') {
    hideGuide(geo);
    return;
  }
  const state: GuideState = target.kind;
  showGuide(geo, {
    day: target.day,
    startMin: target.startMin,
    endMin: Math.min(1440, target.startMin + target.durationMin),
    state,
    // A refusal names what it hits ('Choca con Ana Pérez, 14:00–14:30') where it can.
    message: message ?? (target.kind === 'bad' ? (target.failure.detail ?? target.failure.message) : undefined),
  });
}

/**
 * The target under a drag or resize, worked out again only when the snapped slot (its key) changes,
 * or when forced by a live update; a valid slot that such an update made invalid is 'taken live'.
 * Draws the guide and tells the gesture machine (`aim`) each time it changes.
 */
export function targetTracker(geo: () => GridGeometry, aim: (target: Target) => void) {
  let target: Target = { kind: 'same' };
  let key = 'same';
  let takenLive = false;
  return {
    get target() {
      return target;
    },
    update(nextKey: string, force: boolean, evaluate: () => Target): void {
      if (nextKey === key && !force) return;
      const before = target;
      target = evaluate();
      if (nextKey !== key) takenLive = false;
      else if (before.kind === 'ok' && target.kind === 'bad') takenLive = true;
      key = nextKey;
      aim(target);
      guideFor(geo(), target, takenLive ? agendaTexts.takenLive : undefined);
    },
    /** What to say when an invalid target is released. */
    refusal(warning: (failure: Failure) => string): string {
      if (target.kind !== 'bad') return '';
      return takenLive ? agendaTexts.takenLive : warning(target.failure);
    },
  };
}
