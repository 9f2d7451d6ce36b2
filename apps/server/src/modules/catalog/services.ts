import {
  catalogAccess,
  defaultServiceDescription,
  type ServiceInput,
  type ServiceWire,
  serviceApi,
} from '@recepta/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import type { CrudSpec } from './crud-routes.ts';
import { appointmentsOf, refuseIfFutureAppointments } from './in-use.ts';

const columns = {
  id: services.id,
  orgId: services.orgId,
  name: services.name,
  description: services.description,
  durationMin: services.durationMin,
  intervalMin: services.intervalMin,
  price: services.price,
  recurring: services.recurring,
};

function values(input: ServiceInput) {
  return {
    name: input.name,
    description: input.description || defaultServiceDescription,
    durationMin: input.durationMin,
    intervalMin: input.intervalMin ?? 0,
    price: input.price ?? 0,
    recurring: input.recurring ?? false,
  };
}

const mine = (orgId: string, id: string) =>
  and(eq(services.id, id), eq(services.orgId, orgId), isNull(services.archivedAt));

export function servicesSpec(db: Db, now: () => Date): CrudSpec<ServiceInput, ServiceWire> {
  return {
    routes: serviceApi,
    tag: 'services',
    access: catalogAccess.services,
    // Recepción and Profesional book and read services, but a price is the owner's business.
    present: (row, viewer) => {
      if (viewer.seesPrices) return row;
      const { price: _, ...withoutPrice } = row;
      return withoutPrice;
    },
    list: async (orgId) => ({
      items: await db
        .select(columns)
        .from(services)
        .where(and(eq(services.orgId, orgId), isNull(services.archivedAt)))
        .orderBy(asc(services.name)),
    }),
    create: async (orgId, input) =>
      (
        await db
          .insert(services)
          .values({ orgId, ...values(input) })
          .returning(columns)
      )[0]!,
    update: async (orgId, id, input) =>
      (
        await db
          .update(services)
          .set({ ...values(input), updatedAt: now() })
          .where(mine(orgId, id))
          .returning(columns)
      )[0],
    remove: async (orgId, id) => {
      await refuseIfFutureAppointments(db, appointmentsOf(orgId, 'serviceId', id), now(), 'este servicio');
      const rows = await db
        .update(services)
        .set({ archivedAt: now() })
        .where(mine(orgId, id))
        .returning({ id: services.id });
      return rows.length > 0;
    },
  };
}
