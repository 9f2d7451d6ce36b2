import { DomainError, parseHHMM, type WaitlistInput, type WaitlistWire } from '@recepta/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, resources, services, waitlistEntries } from '../../db/schema/index.ts';
import type { OrgActor } from '../../http/actor.ts';
import { requireCustomer } from '../scheduling/scheduling-rows.ts';
import { readWaitlist } from './waitlist-rows.ts';

/**
 * POST /waitlist (docs/api.md#waitlist): a patient waits for a sooner time of a service, with the
 * days, hours and professional they accept, until a date. The ids must be the organisation's
 * (404 otherwise, as everywhere); the same patient may wait for several services. The chat
 * receptionist adds entries through this same function (assistant/perform-action.ts).
 */
export async function addToWaitlist(
  db: Db,
  who: OrgActor,
  input: WaitlistInput,
  now: Date,
  /** Who asked: staff through the API, or the patient in the chat (the receptionist's read-back). */
  source: 'staff' | 'chat' = 'staff',
): Promise<WaitlistWire> {
  const { orgId } = who;
  return db.transaction(async (tx) => {
    await requireCustomer(tx, orgId, input.customerId);
    const [service] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, input.serviceId), eq(services.orgId, orgId), isNull(services.archivedAt)));
    if (!service) throw new DomainError('not_found', { field: 'serviceId' }, 'Servicio no encontrado');
    if (input.resourceId) {
      const [resource] = await tx
        .select({ id: resources.id })
        .from(resources)
        .where(and(eq(resources.id, input.resourceId), eq(resources.orgId, orgId)));
      if (!resource) throw new DomainError('not_found', { field: 'resourceId' }, 'Recurso no encontrado');
    }
    if (input.appointmentId) {
      // Only a live appointment of this patient can be moved up.
      const [held] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.id, input.appointmentId),
            eq(appointments.orgId, orgId),
            eq(appointments.customerId, input.customerId),
            inArray(appointments.status, ['pending', 'CONFIRMED']),
          ),
        );
      if (!held) throw new DomainError('not_found', { field: 'appointmentId' }, 'Cita no encontrada');
    }
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        orgId,
        customerId: input.customerId,
        serviceId: input.serviceId,
        resourceId: input.resourceId ?? null,
        days: [...new Set(input.days ?? [])].sort(),
        fromMin: input.from === undefined ? null : (parseHHMM(input.from) ?? null),
        toMin: input.to === undefined ? null : (parseHHMM(input.to) ?? null),
        until: input.until,
        appointmentId: input.appointmentId ?? null,
        source,
        createdAt: now,
      })
      .returning({ id: waitlistEntries.id });
    const [wire] = await readWaitlist(tx, orgId, eq(waitlistEntries.id, row!.id));
    return wire!;
  });
}

/**
 * DELETE /waitlist/{id}: the entry ends as removed (kept for the reports); 404 for another
 * organisation's. The chat receptionist leaves an entry through this too, limited to the
 * conversation's patient (`customerId`): a patient can take only themselves off the list.
 */
export async function removeFromWaitlist(
  db: Db,
  who: OrgActor,
  id: string,
  now: Date,
  customerId?: string,
): Promise<void> {
  const ended = await db
    .update(waitlistEntries)
    .set({ endedAt: now, endedReason: 'removed' })
    .where(
      and(
        eq(waitlistEntries.id, id),
        eq(waitlistEntries.orgId, who.orgId),
        isNull(waitlistEntries.endedAt),
        customerId === undefined ? undefined : eq(waitlistEntries.customerId, customerId),
      ),
    )
    .returning({ id: waitlistEntries.id });
  if (ended.length === 0) throw new DomainError('not_found');
}
