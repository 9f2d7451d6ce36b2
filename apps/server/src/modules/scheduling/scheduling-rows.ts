import { DomainError } from '@recepta/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, customers, services } from '../../db/schema/index.ts';
import type { ContextResource } from './read-model/decode.ts';

// Every lookup filters by the caller's organisation: an id of another organisation is simply not
// found (404), exactly like an id that does not exist, so nothing is learnt about it.

export function requireService<T>(service: T | undefined): T {
  if (!service) throw new DomainError('not_found', { field: 'serviceId' }, 'Servicio no encontrado');
  return service;
}

/** The resource asked for, with the zone of its location (where its days and opening hours are counted). */
export function requireResource(resources: ContextResource[], id: string): ContextResource {
  const resource = resources.find((r) => r.id === id);
  if (!resource) throw new DomainError('not_found', { field: 'resourceId' }, 'Recurso no encontrado');
  return resource;
}

export async function requireCustomer(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.orgId, orgId), isNull(customers.archivedAt)));
  if (!row) throw new DomainError('not_found', { field: 'customerId' }, 'Cliente no encontrado');
  return row;
}

/**
 * The appointment with its service's length, locked until the transaction ends (FOR UPDATE) so
 * that two changes of one appointment (a reschedule and a cancel) take turns instead of
 * overwriting each other.
 */
export async function lockAppointment(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      serviceId: appointments.serviceId,
      customerId: appointments.customerId,
      resourceId: appointments.resourceId,
      serviceDurationMin: services.durationMin,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(and(eq(appointments.id, id), eq(appointments.orgId, orgId)))
    .for('update', { of: appointments });
  if (!row) throw new DomainError('not_found', { field: 'apptId' }, 'Cita no encontrada');
  return row;
}
