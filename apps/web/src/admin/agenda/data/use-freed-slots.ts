import { addDays, zonedToInstant } from '@recepta/domain';
import { useMemo, useState } from 'react';
import { type FreedSlot, useFreedSlots, useStopOffers } from '../../../api/refill.ts';
import type { FreedSlotActions } from '../grid/day-column.tsx';
import { type FreedMark, freedMarksByDay } from '../grid/freed-slot-mark.tsx';
import type { AgendaModel } from '../model/agenda-model.ts';

/**
 * The week's freed slots being offered to the waitlist (docs/product.md#waitlist), placed by day
 * for the grid, and "Detener". Hidden resources hide their slots too.
 */
export function useFreedMarks(
  orgId: string,
  tz: string,
  monday: string,
  model: AgendaModel | undefined,
  hiddenResources: ReadonlySet<string>,
): { marks: FreedMark[][] | undefined; refill: FreedSlotActions } {
  const from = zonedToInstant(monday, 0, tz);
  const to = zonedToInstant(addDays(monday, 7), 0, tz);
  const slots = useFreedSlots(orgId, from, to);
  const stop = useStopOffers(orgId);
  const [stopping, setStopping] = useState<string | undefined>();
  const marks = useMemo(() => {
    if (!model) return undefined;
    const names = new Map(model.resources.map((r) => [r.id, r.name]));
    return freedMarksByDay(slots.data, model.clock.locate, (id) =>
      hiddenResources.has(id) ? undefined : names.get(id),
    );
  }, [model, slots.data, hiddenResources]);
  const refill: FreedSlotActions = {
    stopping,
    stop: (slot: FreedSlot) => {
      if (!slot.freedBy) return;
      setStopping(slot.id);
      stop.mutate(slot.freedBy, { onSettled: () => setStopping(undefined) });
    },
  };
  return { marks, refill };
}
