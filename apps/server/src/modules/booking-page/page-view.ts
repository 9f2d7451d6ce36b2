import { type Currency, formatMoney, isCurrency, weekdayNames, weeklyHoursOf } from '@recepta/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, services } from '../../db/schema/index.ts';
import type { ScheduleCache } from '../scheduling/read-model/schedule-cache.ts';
import type { PublicPage } from './page-settings.ts';

export interface PageService {
  id: string;
  name: string;
  durationMin: number;
  /** Formatted, or undefined when the clinic hides prices or the service has none. */
  price: string | undefined;
}

/** What the public page shows of the clinic: its offer, professionals, place, zone and hours. */
export interface PageView {
  page: PublicPage;
  services: PageService[];
  resources: { id: string; name: string }[];
  locationName: string;
  tz: string;
  /** "Lunes: 08:00–12:00, 14:00–18:00" or "Lunes: cerrado", Monday first. */
  hours: string[];
}

/**
 * Reads the page's view: the services the page offers (in the catalogue's order), the active
 * professionals and the schedule's zone and hours from the same schedule cache the availability
 * uses, so what is shown and what is bookable agree.
 */
export async function loadPageView(db: Db, cache: ScheduleCache, page: PublicPage, now: Date): Promise<PageView> {
  const { orgId, settings } = page;
  // The catalogue and hours only: no appointment is read.
  const schedule = await cache.get(db, orgId, { from: now.getTime(), until: now.getTime() });
  const rows = await db
    .select({ id: services.id, name: services.name, durationMin: services.durationMin, price: services.price })
    .from(services)
    .where(and(eq(services.orgId, orgId), isNull(services.archivedAt)))
    .orderBy(asc(services.createdAt));
  const currency: Currency = page.currency && isCurrency(page.currency) ? page.currency : 'USD';
  const offered = rows
    .filter((s) => settings.serviceIds.includes(s.id))
    .map((s) => ({
      id: s.id,
      name: s.name,
      durationMin: s.durationMin,
      price: settings.showPrices && s.price > 0 ? formatMoney(s.price, currency) : undefined,
    }));
  const active = schedule.resources.filter((r) => r.active);
  const tz = active[0]?.tz ?? 'UTC';
  const [location] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), isNull(locations.archivedAt)))
    .orderBy(asc(locations.createdAt))
    .limit(1);
  const hours = weeklyHoursOf(schedule.config).map((ranges, day) => {
    const text = ranges.length ? ranges.map((r) => `${r.open}–${r.close}`).join(', ') : 'cerrado';
    return `${weekdayNames[day]}: ${text}`;
  });
  return {
    page,
    services: offered,
    resources: active.map((r) => ({ id: r.id, name: r.name })),
    locationName: location?.name ?? '',
    tz,
    hours,
  };
}

/** "lunes 23 de noviembre", "09:30": an instant in the clinic's zone, whatever the visitor's. */
export function spanishDay(instant: number, tz: string): string {
  return new Intl.DateTimeFormat('es', { timeZone: tz, weekday: 'long', day: 'numeric', month: 'long' }).format(
    instant,
  );
}
export function spanishTime(instant: number, tz: string): string {
  return new Intl.DateTimeFormat('es', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
}
