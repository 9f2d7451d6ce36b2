import { DomainError, serviceOffered, slotsInWindow } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { findSlots } from '../scheduling/find-availability.ts';
import type { ScheduleCache } from '../scheduling/read-model/schedule-cache.ts';
import type { PublicPage } from './page-settings.ts';

/** Enough to list every free time of a few days: the spread rule then keeps them all. */
const ALL_OF_THE_DAYS = 500;

export interface PublicSlot {
  /** In the location's zone, e.g. 2026-11-23T09:30:00-06:00, whatever the visitor's zone. */
  start: string;
  end: string;
  resourceId: string;
  resourceName: string;
}

/**
 * GET /public/{slug}/availability: the free times of the page's days, found by the same search as
 * the agenda and the chat (findSlots → the domain's findAvailability), then kept inside the page's
 * notice and horizon. A taken time is simply not offered: nothing about other patients shows.
 */
export async function publicAvailability(
  db: Db,
  cache: ScheduleCache,
  page: PublicPage,
  input: { serviceId: string; resourceId?: string | undefined; from?: string | undefined; days: number },
  now: Date,
): Promise<PublicSlot[]> {
  if (!serviceOffered(page.settings, input.serviceId)) throw new DomainError('not_found');
  const slots = await findSlots(
    db,
    cache,
    { orgId: page.orgId },
    {
      serviceId: input.serviceId,
      resourceId: input.resourceId,
      from: input.from,
      days: input.days,
      limit: ALL_OF_THE_DAYS,
    },
    now,
  );
  const kept = slotsInWindow(
    page.settings,
    slots.map((slot) => ({ slot, start: Date.parse(slot.start) })),
    now.getTime(),
  );
  return kept.map((k) => k.slot);
}
