import { DomainError } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// Any fixed number: the first key of the per-resource advisory lock that orders slot writes.
const RESOURCE_LOCK = 7_301_990;

/**
 * Orders the writers of one resource's time: a booking or move takes it before it reads the
 * agenda, so the second of two racing writers reads the first one's committed row and is refused
 * by the rules (409 slot_conflict). Without it, PostgreSQL's exclusion constraint is the only
 * guard, and two uncommitted rows in one slot each wait for the other: 49 of 50 racers died as
 * deadlocks (40P01, answered 500) on a busy machine. Held to the end of the transaction. Taken
 * after the appointment's row lock (reschedule) and before the event lock (publish), one order.
 */
export async function lockResourceTime(tx: Db, resourceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RESOURCE_LOCK}, hashtext(${resourceId}::uuid::text))`);
}

/**
 * The same lock on every resource of an organisation, in one order (by id), for a writer that may
 * place rows on any of them (an import of appointments): two such writers, or one and a booking
 * (which holds one resource's), cannot wait on each other in a circle.
 */
export async function lockOrgResourcesTime(tx: Db, orgId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RESOURCE_LOCK}, hashtext(id::text))
    from (select id from resources where org_id = ${orgId}::uuid order by id) r`);
}

/** SQLSTATE of an exclusion constraint violation (appointments_no_overlap). */
const EXCLUSION_VIOLATION = '23P01';

/** The driver's error carries the SQLSTATE itself (pg) or on its cause (Drizzle's query error, PGlite). */
export function isExclusionViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === EXCLUSION_VIOLATION || e?.cause?.code === EXCLUSION_VIOLATION;
}

/**
 * Runs the write that takes a slot. The rules were checked just before in the same transaction;
 * a concurrent transaction that took the slot meanwhile is refused by the database's exclusion
 * constraint, the last guard, and that is answered like any other conflict (409 slot_conflict).
 */
export async function takeSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isExclusionViolation(err)) throw new DomainError('slot_conflict');
    throw err;
  }
}
