import type { Resource } from '../../../api/resources.ts';

/**
 * Whose slot an empty place of the grid is (docs/product.md#agenda-details-and-edit-panel): the
 * grid's columns are days, not professionals, so a slot belongs to one only when the agenda shows
 * a single active professional (the clinic has one, or the legend hides the others). Otherwise
 * undefined, and the new appointment's professional must be chosen.
 */
export function slotResource(resources: readonly Resource[], hidden: ReadonlySet<string>): string | undefined {
  const shown = resources.filter((r) => r.active && !hidden.has(r.id));
  return shown.length === 1 ? shown[0]?.id : undefined;
}
