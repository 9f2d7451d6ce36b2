import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The one NOTIFY channel of appointment changes; payloads name the organisation, so listeners filter. */
export const APPOINTMENT_CHANNEL = 'recepta_appointments';

// Any fixed number: the first key of the per-organisation advisory lock that orders event ids.
const EVENT_LOCK = 7_301_987;
/** Events are kept a day: a client away longer is told to refetch its range. */
const EVENT_RETENTION = '24 hours';
const PURGE_EVERY_MS = 10 * 60_000;
let lastPurge = 0;

/** What a NOTIFY on APPOINTMENT_CHANNEL carries: small on purpose (the listener loads the rest). */
export interface ChangeNotice {
  /** Organisation id. */
  o: string;
  /** Appointment id. */
  a: string;
  /** Event id (appointment_events.id). */
  e: number;
}

export interface AppointmentChange {
  orgId: string;
  appointmentId: string;
  /** Where the appointment was before this change, when it moved. */
  prev?: { startsAt: Date; endsAt: Date };
}

/**
 * Records a change of an appointment and announces it, inside the caller's transaction: PostgreSQL
 * (and PGlite) deliver the NOTIFY only when that transaction commits, and drop it on rollback, so
 * subscribers never hear of a change that did not happen.
 *
 * The advisory lock is taken last in the writer's transaction, just before the event id is drawn
 * from the sequence, and is held until commit: two writers of one organisation therefore draw ids
 * in the order they commit, which makes "replay every event after N" exact. Taking it last (after
 * the appointment row is written) keeps the critical section to two statements and cannot deadlock
 * with the exclusion constraint's waits.
 */
export async function publishAppointmentChange(tx: Db, change: AppointmentChange): Promise<number> {
  // Now and then (per process), the writer also drops events past retention, in its own transaction.
  if (Date.now() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = Date.now();
    await purgeOldEvents(tx);
  }
  const prevStart = change.prev ? change.prev.startsAt.toISOString() : null;
  const prevEnd = change.prev ? change.prev.endsAt.toISOString() : null;
  // One statement: the row comes out of the lock's one-row subquery, so the lock is held before
  // the id (the column's default) is drawn for it.
  const result = await tx.execute(sql`
    with ev as (
      insert into appointment_events (org_id, appointment_id, prev_starts_at, prev_ends_at)
      select ${change.orgId}::uuid, ${change.appointmentId}::uuid, ${prevStart}::timestamptz, ${prevEnd}::timestamptz
      from (select pg_advisory_xact_lock(${EVENT_LOCK}, hashtext(${change.orgId}))) as locked
      returning id, org_id, appointment_id
    )
    select ev.id, pg_notify(${APPOINTMENT_CHANNEL}, json_build_object('o', ev.org_id, 'a', ev.appointment_id, 'e', ev.id)::text)
    from ev`);
  return Number(result.rows[0]?.id);
}

/**
 * Deletes events older than the retention (by the created_at index), but never an organisation's
 * newest: its id is the organisation's agenda version (modules/scheduling/read-model/agenda-cache.ts), which
 * must never go back to a number it had before, or an old ETag would match again.
 */
export async function purgeOldEvents(db: Db): Promise<void> {
  await db.execute(sql`delete from appointment_events e
    where e.created_at < now() - ${EVENT_RETENTION}::interval
      and exists (select 1 from appointment_events n where n.org_id = e.org_id and n.id > e.id)`);
}

/**
 * Tells every open agenda of the organisation to load its range again, on commit: for a change
 * that leaves no event to replay (an import undone deletes its appointments, and their events
 * with them).
 */
export async function announceAgendaRefetch(tx: Db, orgId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${APPOINTMENT_CHANNEL}, ${JSON.stringify({ o: orgId, refetch: true })})`);
}

/** The organisation of a refetch notice (announceAgendaRefetch); undefined for any other payload. */
export function parseRefetchNotice(payload: string): string | undefined {
  try {
    const value = JSON.parse(payload) as { o?: unknown; refetch?: unknown };
    return value.refetch === true && typeof value.o === 'string' ? value.o : undefined;
  } catch {
    return undefined;
  }
}

/** Parses a NOTIFY payload; undefined for anything malformed (another writer on the channel). */
export function parseChangeNotice(payload: string): ChangeNotice | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ChangeNotice>;
    if (typeof value.o !== 'string' || typeof value.a !== 'string' || typeof value.e !== 'number') return undefined;
    return { o: value.o, a: value.a, e: value.e };
  } catch {
    return undefined;
  }
}
