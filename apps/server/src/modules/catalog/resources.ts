import { catalogAccess, type ResourceInput, type ResourceWire, resourceApi } from '@recepta/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks, locations, resources } from '../../db/schema/index.ts';
import type { CrudSpec } from './crud-routes.ts';
import { appointmentsOf, refuseIfFutureAppointments } from './in-use.ts';
import { requireLocation } from './references.ts';

const columns = {
  id: resources.id,
  orgId: resources.orgId,
  name: resources.name,
  locationId: resources.locationId,
  locationName: locations.name,
  capacity: resources.capacity,
  active: resources.active,
  backgroundColor: resources.backgroundColor,
  textColor: resources.textColor,
};

const mine = (orgId: string, id: string) =>
  and(eq(resources.id, id), eq(resources.orgId, orgId), isNull(resources.archivedAt));

export function resourcesSpec(db: Db, now: () => Date): CrudSpec<ResourceInput, ResourceWire> {
  const one = async (orgId: string, id: string) =>
    (
      await db
        .select(columns)
        .from(resources)
        .innerJoin(locations, eq(locations.id, resources.locationId))
        .where(mine(orgId, id))
    )[0];

  return {
    routes: resourceApi,
    tag: 'resources',
    access: catalogAccess.resources,
    list: async (orgId) => ({
      items: await db
        .select(columns)
        .from(resources)
        .innerJoin(locations, eq(locations.id, resources.locationId))
        .where(and(eq(resources.orgId, orgId), isNull(resources.archivedAt)))
        .orderBy(asc(resources.name)),
    }),
    create: async (orgId, input) => {
      const { orgId: _ignored, ...values } = input;
      await requireLocation(db, orgId, values.locationId);
      const [row] = await db
        .insert(resources)
        .values({ orgId, ...values })
        .returning({ id: resources.id });
      return (await one(orgId, row!.id))!;
    },
    update: async (orgId, id, input) => {
      const { orgId: _ignored, ...values } = input;
      await requireLocation(db, orgId, values.locationId);
      const rows = await db
        .update(resources)
        .set({ ...values, updatedAt: now() })
        .where(mine(orgId, id))
        .returning({ id: resources.id });
      return rows.length > 0 ? one(orgId, id) : undefined;
    },
    remove: async (orgId, id) => {
      await refuseIfFutureAppointments(db, appointmentsOf(orgId, 'resourceId', id), now(), 'este recurso');
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(resources)
          .set({ archivedAt: now() })
          .where(mine(orgId, id))
          .returning({ id: resources.id });
        // Its own blocks mean nothing once it is gone.
        if (rows.length > 0) await tx.delete(blocks).where(and(eq(blocks.orgId, orgId), eq(blocks.resourceId, id)));
        return rows.length > 0;
      });
    },
  };
}
