import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LOCK_MS, CODE_MAX_FAILURES, CODE_TTL_MS, DomainError } from '@recepta/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingCodes } from '../../db/schema/index.ts';
import { clearHits, hit } from '../../http/rate-limit.ts';

/** HMAC of a code, bound to its organisation and number: a hash found in one row fits no other. */
function hashCode(key: Buffer, orgId: string, phone: string, code: string): string {
  return createHmac('sha256', key).update(`${orgId}|${phone}|${code}`).digest('base64url');
}

const failKey = (orgId: string, phone: string) => `bp:fail:${orgId}:${phone}`;

/** A fresh six-digit code for a number, stored hashed; the caller sends it. */
export async function storeCode(db: Db, key: Buffer, orgId: string, phone: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(bookingCodes).values({
    orgId,
    phone,
    codeHash: hashCode(key, orgId, phone, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return code;
}

/** Whether the number is locked out after too many wrong codes. */
export async function isLocked(db: Db, orgId: string, phone: string, now: Date): Promise<boolean> {
  const { rows } = await db.execute(sql`select count from rate_limits
    where key = ${failKey(orgId, phone)} and window_start > ${new Date(now.getTime() - CODE_LOCK_MS).toISOString()}`);
  return Number(rows[0]?.count ?? 0) >= CODE_MAX_FAILURES;
}

/**
 * The id of the number's live code that `code` matches (unused, unexpired; any of them, so two tabs
 * that each asked for a code both work), or a refusal: 429 code_locked after five wrong codes
 * (every code of the number is then spent too), else 422 invalid_code, counted as a failure.
 * Run outside the booking's transaction, so a failure counts even though the booking is refused.
 */
export async function matchCode(
  db: Db,
  key: Buffer,
  orgId: string,
  phone: string,
  code: string,
  now: Date,
): Promise<string> {
  if (await isLocked(db, orgId, phone, now)) throw new DomainError('code_locked');
  const live = await db
    .select({ id: bookingCodes.id, codeHash: bookingCodes.codeHash })
    .from(bookingCodes)
    .where(
      and(
        eq(bookingCodes.orgId, orgId),
        eq(bookingCodes.phone, phone),
        isNull(bookingCodes.usedAt),
        gt(bookingCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(bookingCodes.createdAt))
    .limit(10);
  const wanted = Buffer.from(hashCode(key, orgId, phone, code));
  const found = live.find((row) => {
    const stored = Buffer.from(row.codeHash);
    return stored.length === wanted.length && timingSafeEqual(stored, wanted);
  });
  if (found) return found.id;
  const within = await hit(db, failKey(orgId, phone), { max: CODE_MAX_FAILURES - 1, windowMs: CODE_LOCK_MS }, now);
  if (!within) {
    await db
      .update(bookingCodes)
      .set({ usedAt: now })
      .where(and(eq(bookingCodes.orgId, orgId), eq(bookingCodes.phone, phone), isNull(bookingCodes.usedAt)));
    throw new DomainError('code_locked');
  }
  throw new DomainError('invalid_code');
}

/**
 * Spends a matched code inside the booking's transaction: one statement that only one of two
 * concurrent bookings can win (the other waits for the row, then finds it used). A booking that
 * fails afterwards rolls the spending back, so the visitor can pick another time with the same code.
 */
export async function spendCode(tx: Db, orgId: string, phone: string, codeId: string, now: Date): Promise<void> {
  const spent = await tx
    .update(bookingCodes)
    .set({ usedAt: now })
    .where(and(eq(bookingCodes.id, codeId), isNull(bookingCodes.usedAt), gt(bookingCodes.expiresAt, now)))
    .returning({ id: bookingCodes.id });
  if (spent.length === 0) throw new DomainError('invalid_code');
  await clearHits(tx, failKey(orgId, phone));
}
