import { type ChangeMemberInput, DomainError, type MemberWire, type Role, roleNeedsResource } from '@recepta/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, resources, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { announceMemberAccess } from '../../realtime/member-streams.ts';
import { recordAudit } from '../audit/record-audit.ts';

/** GET /members: everyone of the organisation, with role and last sign-in (docs/api.md#teams). */
export async function listMembers(db: Db, orgId: string): Promise<MemberWire[]> {
  const rows = await db
    .select({
      userId: memberships.userId,
      email: users.email,
      name: users.name,
      role: memberships.role,
      resourceId: memberships.resourceId,
      lastSignInAt: sql<
        string | null
      >`(select max(s.created_at) from session s where s.user_id = ${memberships.userId})`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.orgId, orgId))
    .orderBy(asc(memberships.createdAt));
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    ...(row.resourceId ? { resourceId: row.resourceId } : {}),
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
  }));
}

/** A professional's resource must be one of the organisation's. */
export async function checkResource(db: Db, orgId: string, resourceId: string | undefined): Promise<void> {
  if (!resourceId) return;
  const [row] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.orgId, orgId), eq(resources.id, resourceId)));
  if (!row) throw new DomainError('validation_failed', { fields: { resourceId: 'Ese recurso no existe' } });
}

/**
 * The organisation's owners, locked until the transaction ends: two owners demoting each other at
 * once cannot both succeed and leave none.
 */
async function lockedOwners(tx: Db, orgId: string): Promise<string[]> {
  const { rows } = await tx.execute(
    sql`select user_id from memberships where org_id = ${orgId} and role = 'owner' for update`,
  );
  return (rows as { user_id: string }[]).map((r) => r.user_id);
}

/** PUT /members/{userId}: a new role; the last owner cannot be demoted (409 last_owner). */
export async function changeMember(
  db: Db,
  orgId: string,
  actor: Actor,
  userId: string,
  input: ChangeMemberInput,
): Promise<MemberWire> {
  await checkResource(db, orgId, input.resourceId);
  await db.transaction(async (tx) => {
    const owners = await lockedOwners(tx, orgId);
    const [before] = await tx
      .select({ role: memberships.role, resourceId: memberships.resourceId })
      .from(memberships)
      .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
      .for('update');
    if (!before) throw new DomainError('not_found');
    if (before.role === 'owner' && input.role !== 'owner' && owners.length <= 1) throw new DomainError('last_owner');
    const resourceId = roleNeedsResource(input.role) ? (input.resourceId ?? null) : null;
    await tx
      .update(memberships)
      .set({ role: input.role, resourceId })
      .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
    await recordAudit(tx, {
      orgId,
      actor,
      action: 'member.role_changed',
      target: { kind: 'user', id: userId },
      changes: {
        role: { before: before.role, after: input.role },
        ...(before.resourceId !== resourceId ? { resourceId: { before: before.resourceId, after: resourceId } } : {}),
      },
    });
    // Streams opened under the old role follow it no more, on every instance: the client
    // reconnects under the new one.
    await announceMemberAccess(tx, orgId, userId);
  });
  const member = (await listMembers(db, orgId)).find((m) => m.userId === userId);
  if (!member) throw new DomainError('not_found');
  return member;
}

/**
 * DELETE /members/{userId}: the person leaves the organisation. Their next request to it is
 * refused (the org guard reads the membership on every call) and their open streams end now, on
 * every instance.
 */
export async function removeMember(db: Db, orgId: string, actor: Actor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const owners = await lockedOwners(tx, orgId);
    const [row] = await tx
      .delete(memberships)
      .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
      .returning({ role: memberships.role });
    if (!row) throw new DomainError('not_found');
    if (row.role === 'owner' && owners.length <= 1) throw new DomainError('last_owner');
    await recordAudit(tx, {
      orgId,
      actor,
      action: 'member.removed',
      target: { kind: 'user', id: userId },
      changes: { role: { before: row.role } },
    });
    await announceMemberAccess(tx, orgId, userId);
  });
}
