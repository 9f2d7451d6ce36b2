import { DomainError } from '@recepta/domain';

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
