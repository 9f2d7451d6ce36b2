import { snapMinutes } from '@recepta/domain';
import { type PointerEvent as ReactPointerEvent, type RefObject, useCallback, useRef } from 'react';
import { contentY, dropCard, hideGuide, holdCard, liftCard, sizeCard } from '../grid/grid-geometry.ts';
import type { AgendaItem } from '../model/agenda-model.ts';
import { evaluateResize, releaseWarning } from '../model/placement-check.ts';
import { type ActiveDrag, type CardSubject, type PointerDeps, targetTracker } from './pointer-deps.ts';
import { startPointerSession } from './pointer-session.ts';

/**
 * Resize by the top or bottom edge (docs/product.md#agenda-drag-and-resize, docs/product.md#resize-rules): the card's edge follows the pointer, the
 * guide shows the snapped length, valid or not (collision, below the service minimum); past the
 * largest allowed duration or the closing time the card and the guide stop there (the domain's
 * validateResize clamps). An invalid release warns ('Duración inválida / colisión' at the bottom,
 * 'Inicio inválido / colisión' at the top, with what it collides with) and cancels; a valid one
 * asks for confirmation.
 */
export function useResize(deps: RefObject<PointerDeps>) {
  const active = useRef<ActiveDrag | null>(null);

  const onHandlePointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>, item: AgendaItem, edge: 'top' | 'bottom') => {
      // The press is the handle's, not the card's (which would start a move).
      event.stopPropagation();
      const card = event.currentTarget.closest<HTMLElement>('[data-card]');
      const { geo, gesture, model } = deps.current;
      if (!card || !model) return;
      const subject: CardSubject = { kind: 'resize', edge, item, card, height: card.style.height };
      const originY = contentY(geo, event.clientY);
      const height = card.offsetHeight;
      const tracker = targetTracker(
        () => deps.current.geo,
        (target) => deps.current.gesture.dispatch({ type: 'aim', target }),
      );
      let lastDelta = 0;

      const evaluate = (deltaMin: number, force: boolean) => {
        const { model, now } = deps.current;
        if (!model) return;
        // The length only changes by whole increments: re-check when that step changes.
        const key = Math.abs(deltaMin) <= 5 ? 'same' : String(snapMinutes(deltaMin, model.increment));
        tracker.update(key, force, () => evaluateResize(model, item, edge, deltaMin, now()));
      };
      const deltaAt = (clientY: number) => {
        const g = deps.current.geo;
        return (contentY(g, clientY) - originY) / g.pxPerMinute;
      };
      const finish = () => {
        active.current = null;
        hideGuide(deps.current.geo);
      };

      startPointerSession(event, geo.scroller, gesture, subject, {
        start: () => {
          liftCard(card);
          active.current = { recheck: () => evaluate(lastDelta, true) };
        },
        frame: (p) => {
          const dy = contentY(deps.current.geo, p.clientY) - originY;
          lastDelta = deltaAt(p.clientY);
          evaluate(lastDelta, false);
          // Past the largest allowed length or the closing (opening) time, the card stops where the
          // rule clamps it, instead of growing into closed hours after the pointer.
          const t = tracker.target;
          if (t.kind === 'ok' && t.clampedBy) {
            const ppm = deps.current.geo.pxPerMinute;
            sizeCard(card, (t.startMin - item.startMin) * ppm, t.durationMin * ppm);
          } else if (edge === 'top') sizeCard(card, Math.min(dy, height - 6), height - dy);
          else sizeCard(card, 0, height + dy);
        },
        end: (p) => evaluate(deltaAt(p.clientY), false),
        released: (state) => {
          finish();
          if (state.phase !== 'proposing') {
            dropCard(card, subject.height);
            const refusal = tracker.refusal((f) => releaseWarning(edge, f));
            if (refusal) deps.current.warn(refusal);
            return;
          }
          const { target } = state;
          const ppm = deps.current.geo.pxPerMinute;
          sizeCard(card, (target.startMin - item.startMin) * ppm, target.durationMin * ppm);
          holdCard(card, 'confirm');
        },
        cancel: () => {
          finish();
          dropCard(card, subject.height);
        },
      });
    },
    [deps],
  );

  return { onHandlePointerDown, active };
}
