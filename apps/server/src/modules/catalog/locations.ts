import { catalogAccess, DomainError, type LocationInput, type LocationWire, locationApi } from '@recepta/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, resources } from '../../db/schema/index.ts';
import type { CrudSpec } from './crud-routes.ts';
import { appointmentsOf, refuseIfFutureAppointments } from './in-use.ts';

const columns = { id: locations.id, orgId: locations.orgId, name: locations.name, tz: locations.tz };
const live = (orgId: string) => and(eq(locations.orgId, orgId), isNull(locations.archivedAt));
const mine = (orgId: string, id: string) => and(eq(locations.id, id), live(orgId));

/** The organisation's live locations, oldest first: the first one's zone is the organisation's. */
export function listLocations(db: Db, orgId: string) {
  return db.select(columns).from(locations).where(live(orgId)).orderBy(asc(locations.createdAt));
}

export function locationsSpec(db: Db, now: () => Date): CrudSpec<LocationInput, LocationWire> {
  return {
    routes: locationApi,
    tag: 'locations',
    access: catalogAccess.locations,
    list: async (orgId) => ({
      items: await listLocations(db, orgId),
    }),
    create: async (orgId, input) =>
      (await db.insert(locations).values({ orgId, name: input.name, tz: input.tz }).returning(columns))[0]!,
    update: async (orgId, id, input) =>
      (
        await db
          .update(locations)
          .set({ name: input.name, tz: input.tz, updatedAt: now() })
          .where(mine(orgId, id))
          .returning(columns)
      )[0],
    remove: async (orgId, id) => {
      const [exists] = await db.select({ id: locations.id }).from(locations).where(mine(orgId, id));
      if (!exists) return false;
      const [used] = await db
        .select({ n: count() })
        .from(resources)
        .where(and(eq(resources.orgId, orgId), eq(resources.locationId, id), isNull(resources.archivedAt)));
      const n = Number(used?.n ?? 0);
      if (n > 0) {
        const what = n === 1 ? '1 recurso usa' : `${n} recursos usan`;
        throw new DomainError('in_use', { count: n }, `No se puede eliminar: ${what} esta ubicación`);
      }
      const [all] = await db.select({ n: count() }).from(locations).where(live(orgId));
      if (Number(all?.n) <= 1) {
        throw new DomainError('in_use', undefined, 'No se puede eliminar: es la única ubicación de la organización');
      }
      await refuseIfFutureAppointments(db, appointmentsOf(orgId, 'locationId', id), now(), 'esta ubicación');
      await db.update(locations).set({ archivedAt: now() }).where(mine(orgId, id));
      return true;
    },
  };
}
