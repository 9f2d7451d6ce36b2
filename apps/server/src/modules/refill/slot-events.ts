import { chainContinues } from '@recepta/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refillSlots } from '../../db/schema/index.ts';
import { announceSlot, endOffers } from './close-slot.ts';
import { loadRefillSettings } from './refill-settings.ts';
import { runWave } from './run-wave.ts';

/** A stretch of a resource's time that became free, and what freed it. */
export interface FreedSlotEvent {
  orgId: string;
  resourceId: string;
  start: Date;
  end: Date;
  /** The appointment cancelled, moved or missed (null for a block removed). */
  freedBy: string | null;
  cause: 'cancelled' | 'moved' | 'no_show' | 'unblocked';
}

/**
 * The chain depth of the transaction: a move-up taken from an offer sets it (transaction-local, so
 * it ends with the transaction) before moving the patient's appointment, and the slot that move
 * frees is one step deeper. The scheduling verbs need not know about chains.
 */
const DEPTH_SETTING = 'recepta.refill_depth';

export async function setChainDepth(tx: Db, depth: number): Promise<void> {
  await tx.execute(sql`select set_config(${DEPTH_SETTING}, ${String(depth)}, true)`);
}

async function chainDepth(tx: Db): Promise<number | null> {
  const result = await tx.execute(sql`select current_setting(${DEPTH_SETTING}, true) as depth`);
  const value = result.rows[0]?.depth;
  return value === null || value === undefined || value === '' ? null : Number(value);
}

/**
 * The one entry point of the refill (docs/product.md#waitlist), the `slot.freed` subscriber
 * (subscribers.ts), so it runs in the transaction of the verb that freed a slot: a cancellation, a
 * move, a no-show, a block removed. Stores the freed slot
 * and sends its first wave of offers in the same transaction, so the offers go out with the change
 * or not at all. A slot freed by a move-up is one step further down the chain; past the
 * organisation's bound it is recorded but not offered.
 */
export async function onSlotFreed(tx: Db, event: FreedSlotEvent, now: Date): Promise<void> {
  const settings = await loadRefillSettings(tx, event.orgId);
  if (!settings.enabled) return;
  // Too close to offer anyone: not even recorded as a freed slot.
  if (event.start.getTime() < now.getTime() + settings.minNoticeMin * 60_000) return;
  const parent = await chainDepth(tx);
  const depth = parent === null ? 0 : parent + 1;
  const withinChain = parent === null || chainContinues(parent, settings.maxChain);
  const [slot] = await tx
    .insert(refillSlots)
    .values({
      orgId: event.orgId,
      resourceId: event.resourceId,
      startsAt: event.start,
      endsAt: event.end,
      freedBy: event.freedBy,
      cause: event.cause,
      depth,
      status: withinChain ? 'open' : 'chain_limit',
      nextWaveAt: withinChain ? now : null,
      createdAt: now,
      closedAt: withinChain ? null : now,
    })
    .returning({ id: refillSlots.id });
  if (withinChain) await runWave(tx, slot!.id, now);
}

/**
 * The `slot.taken` subscriber: stops the offers of every open freed slot that a new appointment or block overlaps (staff
 * re-booked the time, or blocked it): their open offers are superseded and their messages not yet
 * sent are dropped. `resourceId` null: a block of the whole organisation.
 */
export async function onSlotTaken(
  tx: Db,
  taken: { orgId: string; resourceId: string | null; start: Date; end: Date; status: 'rebooked' | 'blocked' },
  now: Date,
): Promise<void> {
  const closed = await tx
    .update(refillSlots)
    .set({ status: taken.status, closedAt: now, nextWaveAt: null })
    .where(
      and(
        eq(refillSlots.orgId, taken.orgId),
        eq(refillSlots.status, 'open'),
        taken.resourceId ? eq(refillSlots.resourceId, taken.resourceId) : undefined,
        lt(refillSlots.startsAt, taken.end),
        gt(refillSlots.endsAt, taken.start),
      ),
    )
    .returning({ id: refillSlots.id, freedBy: refillSlots.freedBy });
  await endOffers(
    tx,
    taken.orgId,
    closed.map((s) => s.id),
    'superseded',
  );
  for (const slot of closed) await announceSlot(tx, taken.orgId, slot.freedBy);
}

/**
 * The `slots.taken` subscriber (an appointments import): `onSlotTaken` for every span at once, in
 * one statement however many rows the import wrote, so a large import pays once; most imports
 * meet no open freed slot and close nothing.
 */
export async function onSlotsTaken(
  tx: Db,
  orgId: string,
  spans: readonly { resourceId: string; start: Date; end: Date }[],
  now: Date,
): Promise<void> {
  if (spans.length === 0) return;
  const taken = JSON.stringify(
    spans.map((s) => ({ resource_id: s.resourceId, starts_at: s.start.toISOString(), ends_at: s.end.toISOString() })),
  );
  const closed = await tx.execute(sql`update refill_slots r
      set status = 'rebooked', closed_at = ${now.toISOString()}::timestamptz, next_wave_at = null
    where r.org_id = ${orgId} and r.status = 'open' and exists (
      select 1 from jsonb_to_recordset(${taken}::jsonb) as x(resource_id uuid, starts_at timestamptz, ends_at timestamptz)
      where x.resource_id = r.resource_id and x.starts_at < r.ends_at and x.ends_at > r.starts_at)
    returning r.id, r.freed_by`);
  const rows = closed.rows as { id: string; freed_by: string | null }[];
  await endOffers(
    tx,
    orgId,
    rows.map((r) => String(r.id)),
    'superseded',
  );
  for (const slot of rows) await announceSlot(tx, orgId, slot.freed_by === null ? null : String(slot.freed_by));
}
