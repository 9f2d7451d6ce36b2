import { DomainError } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OrgActor } from '../../http/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { closeSlot } from './close-slot.ts';

/**
 * "Detener": staff stop the offers of the slots an appointment freed (docs/api.md#refill). Open
 * offers expire and their messages not yet sent are dropped; a tap after it is told the time is no
 * longer available. Stopping what is already closed changes nothing. 404 for another
 * organisation's appointment.
 */
export async function stopOffers(db: Db, who: OrgActor, appointmentId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const appt = await tx.execute(
      sql`select id from appointments where org_id = ${who.orgId}::uuid and id = ${appointmentId}::uuid`,
    );
    if (appt.rows.length === 0) throw new DomainError('not_found', { field: 'id' }, 'Cita no encontrada');
    const open = await tx.execute(sql`select id from refill_slots where org_id = ${who.orgId}::uuid
      and freed_by = ${appointmentId}::uuid and status = 'open' for update`);
    for (const slot of open.rows) {
      await closeSlot(tx, who.orgId, String(slot.id), 'stopped', now);
      await recordAudit(tx, {
        orgId: who.orgId,
        actor: who.actor,
        action: 'refill.stopped',
        target: { kind: 'appointment', id: appointmentId },
      });
    }
  });
}
