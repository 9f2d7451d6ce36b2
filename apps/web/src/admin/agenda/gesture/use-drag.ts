import { type PointerEvent as ReactPointerEvent, type RefObject, useCallback, useRef } from 'react';
import { contentY, dayAtX, dropCard, hideGuide, holdCard, liftCard, moveCard } from '../grid/grid-geometry.ts';
import type { AgendaItem } from '../model/agenda-model.ts';
import { snapStart } from '../model/layout.ts';
import { evaluateMove, releaseWarning } from '../model/placement-check.ts';
import { type ActiveDrag, type CardSubject, type PointerDeps, targetTracker } from './pointer-deps.ts';
import { startPointerSession } from './pointer-session.ts';

/**
 * Drag to move (docs/product.md#agenda-drag-and-resize): the card follows the pointer with a CSS transform; the guide shows the
 * snapped slot under it, valid or not, re-checked only when that slot changes (or when a live update
 * changes the week under it). A valid release asks for confirmation with the card held there; an
 * invalid one says why and puts it back; a drop within 5 minutes on the same day does nothing.
 */
export function useDrag(deps: RefObject<PointerDeps>) {
  const active = useRef<ActiveDrag | null>(null);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>, item: AgendaItem) => {
      const card = event.currentTarget.closest<HTMLElement>('[data-card]');
      const { geo, gesture, model } = deps.current;
      if (!card || !model) return;
      const subject: CardSubject = { kind: 'move', item, card, height: card.style.height };
      const originX = event.clientX;
      const originY = contentY(geo, event.clientY);
      const tracker = targetTracker(
        () => deps.current.geo,
        (target) => deps.current.gesture.dispatch({ type: 'aim', target }),
      );
      let last = { day: item.day, rawMin: item.startMin };

      const evaluate = (day: number, rawMin: number, force: boolean) => {
        const { model, now } = deps.current;
        if (!model) return;
        const sameWindow = day === item.day && Math.abs(rawMin - item.startMin) <= 5;
        const key = sameWindow ? 'same' : `${day}:${snapStart(rawMin, model.increment)}`;
        tracker.update(key, force, () => evaluateMove(model, item, day, rawMin, now()));
      };

      const finish = () => {
        active.current = null;
        hideGuide(deps.current.geo);
      };

      startPointerSession(event, geo.scroller, gesture, subject, {
        start: () => {
          liftCard(card);
          active.current = { recheck: () => evaluate(last.day, last.rawMin, true) };
        },
        frame: (p) => {
          const g = deps.current.geo;
          const dy = contentY(g, p.clientY) - originY;
          moveCard(card, p.clientX - originX, dy);
          last = { day: dayAtX(g, p.clientX) ?? item.day, rawMin: item.startMin + dy / g.pxPerMinute };
          evaluate(last.day, last.rawMin, false);
        },
        end: (p) => {
          const g = deps.current.geo;
          const dy = contentY(g, p.clientY) - originY;
          evaluate(dayAtX(g, p.clientX) ?? item.day, item.startMin + dy / g.pxPerMinute, false);
        },
        released: (state) => {
          finish();
          if (state.phase !== 'proposing') {
            dropCard(card, subject.height);
            const refusal = tracker.refusal((f) => releaseWarning('move', f));
            if (refusal) deps.current.warn(refusal);
            return;
          }
          // Held on the slot it will take, until confirmed or cancelled.
          const { target } = state;
          const g = deps.current.geo;
          const from = g.columns.get(item.day);
          const to = g.columns.get(target.day);
          const dx = from && to ? to.offsetLeft - from.offsetLeft : 0;
          moveCard(card, dx, (target.startMin - item.startMin) * g.pxPerMinute);
          holdCard(card, 'confirm');
        },
        cancel: () => {
          finish();
          dropCard(card, subject.height);
        },
        click: (_p, pointerType) => {
          if (pointerType === 'touch') deps.current.tap(item);
        },
      });
    },
    [deps],
  );

  return { onPointerDown, active };
}
