import type { AuditEntryWire, AuditQuery } from '@recepta/domain';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, customers } from '../../db/schema/index.ts';

/** GET /audit: the organisation's rows, newest first, filtered (docs/api.md#teams). */
export async function listAudit(db: Db, orgId: string, query: AuditQuery): Promise<AuditEntryWire[]> {
  const where: (SQL | undefined)[] = [eq(auditLog.orgId, orgId)];
  if (query.actor) where.push(eq(auditLog.actorId, query.actor));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.customerId) {
    where.push(or(eq(auditLog.customerId, query.customerId), eq(auditLog.targetId, query.customerId)));
  }
  if (query.appointmentId) where.push(eq(auditLog.targetId, query.appointmentId));
  if (query.from) where.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) where.push(lt(auditLog.at, new Date(query.to)));
  // The patient a row concerns, named as the clinic sees them now ("Paciente eliminado" once
  // erased): Actividad says whose appointment was cancelled without opening each row.
  const patientId = sql`coalesce(${auditLog.customerId}, case when ${auditLog.targetKind} = 'customer' then ${auditLog.targetId}::uuid end)`;
  const found = await db
    .select({ row: auditLog, patientName: customers.name, patientId: customers.id })
    .from(auditLog)
    .leftJoin(customers, and(eq(customers.orgId, orgId), eq(customers.id, patientId)))
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit ?? 500);
  return found.map(({ row, patientName, patientId }) => ({
    id: String(row.id),
    at: row.at,
    actor: {
      kind: row.actorKind as AuditEntryWire['actor']['kind'],
      ...(row.actorId ? { id: row.actorId } : {}),
      ...(row.actorName ? { name: row.actorName } : {}),
      ...(row.actorRole ? { role: row.actorRole } : {}),
    },
    action: row.action,
    target: { kind: row.targetKind, id: row.targetId },
    ...(row.clientAddress ? { clientAddress: row.clientAddress } : {}),
    ...(row.changes ? { changes: row.changes } : {}),
    ...(patientId ? { patient: { id: patientId, name: patientName ?? '' } } : {}),
  }));
}
