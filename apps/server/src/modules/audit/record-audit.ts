import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { currentRequest } from '../../http/request-context.ts';

/** Who acted, as the audit log keeps it (docs/architecture.md#audit-log). */
export interface AuditActor {
  kind: 'user' | 'api_key' | 'assistant' | 'patient' | 'system';
  id?: string | undefined;
  name?: string | undefined;
  role?: string | undefined;
}

/** A field's value before and after; values of secrets and message bodies are never given. */
export type AuditChanges = Record<string, { before?: unknown; after?: unknown }>;

export interface AuditEntry {
  orgId: string | null;
  /** Who acted; absent: the caller of the request being served (else `system`). */
  actor?: AuditActor | Actor | undefined;
  /** `<thing>.<verb>`, e.g. `appointment.cancelled`, `member.role_changed`. */
  action: string;
  target: { kind: string; id: string };
  /** The patient it concerns, when one does (the Actividad screen filters by it). */
  customerId?: string | null | undefined;
  changes?: AuditChanges | undefined;
  at?: Date | undefined;
}

function isRequestActor(actor: AuditActor | Actor): actor is Actor {
  return (
    actor.kind === 'staff' ||
    actor.kind === 'apiKey' ||
    actor.kind === 'web' ||
    (actor.kind === 'assistant' && 'conversationId' in actor)
  );
}

/** The audit form of the caller of a verb. */
export function auditActorOf(actor: AuditActor | Actor): AuditActor {
  if (!isRequestActor(actor)) return actor;
  if (actor.kind === 'staff') {
    const role = currentRequest()?.role;
    return { kind: 'user', id: actor.userId, name: actor.name || actor.email, role };
  }
  if (actor.kind === 'apiKey') return { kind: 'api_key', id: actor.keyId };
  // The patient themselves, on the booking page or their manage link.
  if (actor.kind === 'web') return { kind: 'patient' };
  if (actor.kind === 'system') return { kind: 'system', name: actor.name };
  return { kind: 'assistant', id: actor.conversationId };
}

/**
 * Appends one row to the audit log. Call it with the transaction of the change it describes, so a
 * change without its row cannot commit and a rolled back change leaves none.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  const actor = auditActorOf(entry.actor ?? currentRequest()?.actor ?? { kind: 'system' });
  await tx.insert(auditLog).values({
    orgId: entry.orgId,
    actorKind: actor.kind,
    actorId: actor.id ?? null,
    actorName: actor.name ?? null,
    actorRole: actor.role ?? null,
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: entry.target.id,
    customerId: entry.customerId ?? null,
    clientAddress: currentRequest()?.clientAddress ?? null,
    changes: entry.changes ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** The fields of `fields` whose values differ, as before/after pairs; undefined when none did. */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): AuditChanges | undefined {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const a = before[field];
    const b = after[field];
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[field] = { before: a, after: b };
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/** Which fields changed, without their values: for personal data (a patient's name, phone). */
export function changedFieldsOnly(changes: AuditChanges | undefined): AuditChanges | undefined {
  if (!changes) return undefined;
  return Object.fromEntries(Object.keys(changes).map((field) => [field, {}]));
}
