import { type BlockInput, type BlockWire, blockApi, catalogAccess, formatInstantInZone } from '@recepta/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks, locations, resources } from '../../db/schema/index.ts';
import { emit } from '../../events/bus.ts';
import type { CrudSpec } from './crud-routes.ts';
import { firstLocationZone } from './org-zone.ts';
import { requireResource } from './references.ts';

const columns = {
  id: blocks.id,
  orgId: blocks.orgId,
  resourceId: blocks.resourceId,
  startsAt: blocks.startsAt,
  endsAt: blocks.endsAt,
  startTime: blocks.startTime,
  endTime: blocks.endTime,
  reason: blocks.reason,
  backgroundColor: blocks.backgroundColor,
  textColor: blocks.textColor,
  resourceTz: locations.tz,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

function toWire(row: Row, orgTz: string): BlockWire {
  const tz = row.resourceTz ?? orgTz;
  return {
    id: row.id!,
    orgId: row.orgId!,
    resourceId: row.resourceId,
    start: row.startsAt ? formatInstantInZone(row.startsAt.getTime(), tz) : null,
    end: row.endsAt ? formatInstantInZone(row.endsAt.getTime(), tz) : null,
    startTime: row.startTime,
    endTime: row.endTime,
    reason: row.reason!,
    backgroundColor: row.backgroundColor!,
    textColor: row.textColor!,
  };
}

function values(input: BlockInput) {
  const oneOff = input.start !== undefined;
  return {
    resourceId: input.resourceId,
    startsAt: oneOff ? new Date(input.start!) : null,
    endsAt: oneOff ? new Date(input.end!) : null,
    startTime: oneOff ? null : input.startTime!,
    endTime: oneOff ? null : input.endTime!,
    reason: input.reason,
    ...(input.backgroundColor ? { backgroundColor: input.backgroundColor } : {}),
    ...(input.textColor ? { textColor: input.textColor } : {}),
  };
}

export function blocksSpec(db: Db, now: () => Date): CrudSpec<BlockInput, BlockWire> {
  const select = (orgId: string, id?: string) =>
    db
      .select(columns)
      .from(blocks)
      .leftJoin(resources, eq(resources.id, blocks.resourceId))
      .leftJoin(locations, eq(locations.id, resources.locationId))
      .where(id ? and(eq(blocks.orgId, orgId), eq(blocks.id, id)) : eq(blocks.orgId, orgId))
      .orderBy(asc(blocks.startsAt), asc(blocks.startTime));
  const one = async (orgId: string, id: string) => {
    const [row] = await select(orgId, id);
    return row ? toWire(row, (await firstLocationZone(db, orgId)) ?? 'UTC') : undefined;
  };
  const check = async (orgId: string, input: BlockInput) => {
    if (input.resourceId) await requireResource(db, orgId, input.resourceId);
  };
  const mine = (orgId: string, id: string) => and(eq(blocks.id, id), eq(blocks.orgId, orgId));

  return {
    routes: blockApi,
    tag: 'blocks',
    access: catalogAccess.blocks,
    list: async (orgId) => {
      const tz = (await firstLocationZone(db, orgId)) ?? 'UTC';
      return { items: (await select(orgId)).map((row) => toWire(row, tz)) };
    },
    create: async (orgId, input) => {
      await check(orgId, input);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(blocks)
          .values({ orgId, ...values(input) })
          .returning({ id: blocks.id });
        await stopOffersUnder(tx, orgId, input, now());
        return created;
      });
      return (await one(orgId, row!.id))!;
    },
    update: async (orgId, id, input) => {
      await check(orgId, input);
      const rows = await db.transaction(async (tx) => {
        const updated = await tx
          .update(blocks)
          .set({ ...values(input), updatedAt: now() })
          .where(mine(orgId, id))
          .returning({ id: blocks.id });
        if (updated.length > 0) await stopOffersUnder(tx, orgId, input, now());
        return updated;
      });
      return rows.length > 0 ? one(orgId, id) : undefined;
    },
    remove: async (orgId, id) =>
      db.transaction(async (tx) => {
        const removed = await tx
          .delete(blocks)
          .where(mine(orgId, id))
          .returning({ resourceId: blocks.resourceId, startsAt: blocks.startsAt, endsAt: blocks.endsAt });
        const gone = removed[0];
        // A one-off block of one resource removed: its time is offered to the waitlist.
        if (gone?.resourceId && gone.startsAt && gone.endsAt) {
          await emit(tx, {
            type: 'slot.freed',
            at: now().getTime(),
            orgId,
            appointmentId: null,
            resourceId: gone.resourceId,
            startsAt: gone.startsAt.getTime(),
            endsAt: gone.endsAt.getTime(),
            cause: 'unblocked',
          });
        }
        return removed.length > 0;
      }),
  };
}

/** A one-off block over a freed slot stops its offers (docs/product.md#waitlist: re-blocked). */
async function stopOffersUnder(tx: Db, orgId: string, input: BlockInput, now: Date): Promise<void> {
  if (input.start === undefined || input.end === undefined) return;
  await emit(tx, {
    type: 'slot.taken',
    at: now.getTime(),
    orgId,
    resourceId: input.resourceId ?? null,
    startsAt: new Date(input.start).getTime(),
    endsAt: new Date(input.end).getTime(),
    by: 'block',
  });
}
