import { DomainError } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announceAgendaRefetch } from '../../realtime/publish.ts';
import { recordAudit } from '../audit/record-audit.ts';

/**
 * DELETE /imports/{id} (docs/privacy.md#importing-patients): within 24 hours, deletes the
 * appointments and the patients the import created, restoring the agenda and the list as they
 * were. Refused (409 in_use) when any imported patient has gained an appointment (not of this
 * import) or a conversation since, or an imported appointment was changed (moved, confirmed,
 * cancelled): undoing would then lose more than the import.
 */
export async function undoImport(
  db: Db,
  orgId: string,
  id: string,
  now: Date,
): Promise<{ deleted: number; appointments: number }> {
  return db.transaction(async (tx) => {
    const found = await tx.execute(sql`select undo_until, undone_at from customer_imports
      where org_id = ${orgId} and id = ${id} for update`);
    const row = found.rows[0] as { undo_until: Date | string; undone_at: unknown } | undefined;
    if (!row || row.undone_at !== null) throw new DomainError('not_found');
    if (new Date(row.undo_until).getTime() < now.getTime()) {
      throw new DomainError('in_use', {}, 'Ya pasaron 24 horas: esta importación no se puede deshacer');
    }
    const used =
      await tx.execute(sql`select count(*)::int as n from customers c where c.org_id = ${orgId} and c.import_id = ${id}
      and (exists (select 1 from appointments a where a.org_id = c.org_id and a.customer_id = c.id
          and a.import_id is distinct from ${id}::uuid)
        or exists (select 1 from conversations v where v.org_id = c.org_id and v.customer_id = c.id))`);
    const n = Number((used.rows[0] as { n: number }).n);
    if (n > 0) {
      throw new DomainError(
        'in_use',
        { count: n },
        `No se puede deshacer: ${n === 1 ? '1 paciente importado ya tiene' : `${n} pacientes importados ya tienen`} citas o mensajes`,
      );
    }
    const changed = await tx.execute(sql`select count(*)::int as n from appointments
      where org_id = ${orgId} and import_id = ${id} and revision > 0`);
    const moved = Number((changed.rows[0] as { n: number }).n);
    if (moved > 0) {
      throw new DomainError(
        'in_use',
        { count: moved },
        `No se puede deshacer: ${moved === 1 ? '1 cita importada ya cambió' : `${moved} citas importadas ya cambiaron`} en la agenda`,
      );
    }
    // Their reminders and change events go with them (on delete cascade).
    const removed = await tx.execute(
      sql`delete from appointments where org_id = ${orgId} and import_id = ${id} returning id`,
    );
    if (removed.rows.length > 0) {
      // The events of the deleted appointments went too, so the newest event id may go back: a raised
      // catalogue version keeps cached agendas (db/org-versions.ts) from answering what was deleted.
      await tx.execute(sql`update orgs set catalog_version = catalog_version + 1 where id = ${orgId}`);
      // Open agendas hear of it: there is no event left to replay, so they load their range again.
      await announceAgendaRefetch(tx, orgId);
    }
    const deleted = await tx.execute(
      sql`delete from customers where org_id = ${orgId} and import_id = ${id} returning id`,
    );
    await tx.execute(
      sql`update customer_imports set undone_at = ${now.toISOString()} where org_id = ${orgId} and id = ${id}`,
    );
    await recordAudit(tx, {
      orgId,
      action: 'import.undone',
      target: { kind: 'import', id },
      changes: { deleted: { after: deleted.rows.length }, appointments: { after: removed.rows.length } },
    });
    return { deleted: deleted.rows.length, appointments: removed.rows.length };
  });
}
