import { addDays, dayBounds, holdsSlot, instantToZoned, type TodayWire } from '@recepta/domain';
import { and, count, countDistinct, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { appointments, conversations, customers } from '../../db/schema/index.ts';
import { shownStatusesSql } from '../../db/status-sql.ts';
import { firstLocationZone } from '../catalog/org-zone.ts';
import { loadWires } from '../scheduling/appointment-wire.ts';
import { callList } from './call-list.ts';

type Range = { start: number; end: number };
const iso = (instant: number) => new Date(instant).toISOString();
const inRange = (column: typeof appointments.startsAt, range: Range) =>
  and(gte(column, new Date(range.start)), lt(column, new Date(range.end)));

/**
 * GET /today. "Today" is the calendar day, at `now`, in the zone of the organisation's first
 * location: the dashboard is one page for the whole organisation, and the first location is where
 * org-wide things are read elsewhere too (daily blocks, phone country). Day boundaries come from
 * dayBounds, so a day around a DST change lasts 23 or 25 hours. An organisation without a location
 * reads in UTC. Appointments of every location are included; each one's times are written in its
 * own location's zone, as on every other appointment wire.
 */
export async function computeToday(
  db: Db,
  orgId: string,
  now: Date,
  /** A professional's resource: their own appointments only (docs/product.md#roles-and-access). */
  ownResource?: string | undefined,
): Promise<TodayWire> {
  const mine = ownResource === undefined ? sql`` : sql` and a.resource_id = ${ownResource}`;
  const tz = (await firstLocationZone(db, orgId)) ?? 'UTC';
  const date = instantToZoned(now.getTime(), tz).date;
  const today = dayBounds(date, tz);
  const yesterday = dayBounds(addDays(date, -1), tz);

  const [list, noShows, leadsToday] = await Promise.all([
    // The scheduling module's own reader, so the list is exactly GET /agenda's wire. Live ones and
    // no-shows (shown greyed, so the day reads whole); cancelled ones gave their slot back.
    loadWires(
      db,
      sql`a.org_id = ${orgId} and a.starts_at >= ${iso(today.start)} and a.starts_at < ${iso(today.end)}
        and a.status in ${shownStatusesSql}${mine}`,
    ),
    db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.orgId, orgId),
          inRange(appointments.startsAt, yesterday),
          eq(appointments.status, 'no_show'),
          ownResource === undefined ? undefined : eq(appointments.resourceId, ownResource),
        ),
      ),
    countLeads(db, orgId, today),
  ]);

  return {
    date,
    tz,
    appointments: list,
    calls: await callList(db, orgId, list, now),
    counters: {
      leadsToday,
      appointmentsToday: list.filter((a) => holdsSlot(a.status)).length,
      confirmedToday: list.filter((a) => a.status === 'CONFIRMED').length,
      noShowsYesterday: noShows[0]?.n ?? 0,
    },
  };
}

/**
 * 'Leads hoy': distinct people who became contacts today. That is every customer created today
 * (staff typed them in, or the chat receptionist booked them), plus everyone whose conversation
 * was first seen today, opened by their own message, and was not already counted as a customer created today: a stranger not yet
 * in the catalogue (one per conversation) or a customer from before who wrote again (once, however
 * many conversations). Deleted (archived) customers are left out: staff remove spam and mistakes.
 */
async function countLeads(db: Db, orgId: string, today: Range): Promise<number> {
  const starts = new Date(today.start);
  const ends = new Date(today.end);
  const contact = alias(customers, 'contact');
  const [created, wrote] = await Promise.all([
    db
      .select({ n: count() })
      .from(customers)
      .where(
        and(
          eq(customers.orgId, orgId),
          isNull(customers.archivedAt),
          gte(customers.createdAt, starts),
          lt(customers.createdAt, ends),
        ),
      ),
    db
      .select({ n: countDistinct(sql`coalesce(${conversations.customerId}, ${conversations.id})`) })
      .from(conversations)
      .leftJoin(contact, eq(contact.id, conversations.customerId))
      .where(
        and(
          eq(conversations.orgId, orgId),
          gte(conversations.createdAt, starts),
          lt(conversations.createdAt, ends),
          // The patient wrote first: a conversation the clinic opened (a reminder, staff writing) is no lead.
          sql`(select m.direction from messages m where m.conversation_id = ${conversations.id}
                order by m.sent_at limit 1) = 'in'`,
          or(
            isNull(conversations.customerId),
            and(isNull(contact.archivedAt), or(lt(contact.createdAt, starts), gte(contact.createdAt, ends))),
          ),
        ),
      ),
  ]);
  return (created[0]?.n ?? 0) + (wrote[0]?.n ?? 0);
}
