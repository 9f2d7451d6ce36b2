import { type PointerEvent as ReactPointerEvent, type RefObject, useCallback } from 'react';
import { contentY, hideGuide, showGuide } from '../grid/grid-geometry.ts';
import { minutesAtY, snapStart } from '../model/layout.ts';
import { evaluateSlot } from '../model/placement-check.ts';
import type { GestureSubject, PointerDeps } from './pointer-deps.ts';
import { startPointerSession } from './pointer-session.ts';

/** For a new appointment, the past is not a reschedule. */
export function slotMessage(code: string, message: string): string {
  return code === 'cannot_reschedule_to_past' ? 'No se puede agendar en una fecha pasada' : message;
}

/**
 * A click on an empty slot, or a drag across empty slots, opens the edit panel to create an
 * appointment there (date, time and, for a drag, the length prefilled). What holds for every
 * resource (past, opening hours, organisation-wide blocks) is checked at once; the rest is the
 * panel's, once a professional is chosen.
 */
export function useSlotSelect(deps: RefObject<PointerDeps>) {
  return useCallback(
    (event: ReactPointerEvent<HTMLElement>, day: number) => {
      // Only a press on the column itself: cards and blocks handle their own.
      if (event.target !== event.currentTarget) return;
      const { geo, gesture, model } = deps.current;
      if (!model) return;
      const startMin = snapStart(
        minutesAtY(contentY(geo, event.clientY), geo.rangeStart, geo.pxPerMinute),
        model.increment,
      );
      let endMin = startMin + model.increment;

      // Read at each use: a live update may have changed the week since the press.
      const check = (durationMin: number) =>
        evaluateSlot(deps.current.model ?? model, day, startMin, durationMin, deps.current.now());
      const increment = () => (deps.current.model ?? model).increment;

      const subject: GestureSubject = { kind: 'slot', day };

      startPointerSession(event, geo.scroller, gesture, subject, {
        start: () => undefined,
        frame: (p) => {
          const g = deps.current.geo;
          const inc = increment();
          const at = minutesAtY(contentY(g, p.clientY), g.rangeStart, g.pxPerMinute);
          endMin = Math.max(startMin + inc, Math.min(1440, Math.ceil(at / inc) * inc));
          const result = check(endMin - startMin);
          showGuide(g, {
            day,
            startMin,
            endMin,
            state: result.ok ? 'ok' : 'bad',
            message: result.ok ? 'Nueva cita' : slotMessage(result.code, result.message),
          });
        },
        end: () => {
          hideGuide(deps.current.geo);
          const result = check(endMin - startMin);
          if (!result.ok) return deps.current.warn(slotMessage(result.code, result.message));
          deps.current.create({ day, startMin, durationMin: endMin - startMin });
        },
        cancel: () => hideGuide(deps.current.geo),
        click: () => {
          const result = check(increment());
          if (!result.ok) return deps.current.warn(slotMessage(result.code, result.message));
          deps.current.create({ day, startMin });
        },
      });
    },
    [deps],
  );
}
