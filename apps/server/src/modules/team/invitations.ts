import { createHash, randomBytes } from 'node:crypto';
import {
  type CreateInvitationInput,
  DomainError,
  type InvitationWire,
  invitationNotFoundMessage,
  type Role,
  roleNeedsResource,
} from '@recepta/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitations, memberships, orgs, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { invitationMail } from './invitation-mail.ts';
import { checkResource } from './members.ts';

/** How long an invitation link works (docs/product.md#team). */
export const INVITATION_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const listed = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  resourceId: invitations.resourceId,
  expiresAt: invitations.expiresAt,
  createdAt: invitations.createdAt,
};

function toWire(row: {
  id: string;
  email: string;
  role: string;
  resourceId: string | null;
  expiresAt: Date;
  createdAt: Date;
}): InvitationWire {
  const { resourceId, role, ...rest } = row;
  return { ...rest, role: role as Role, ...(resourceId ? { resourceId } : {}) };
}

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

/** A fresh single-use link: only its hash is stored, the URL is answered this once and mailed. */
function newLink(publicUrl: string): { token: string; url: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, url: `${publicUrl.replace(/\/$/, '')}/invitacion/${token}`, tokenHash: hashToken(token) };
}

async function mailIt(deps: InvitationDeps, orgId: string, email: string, role: Role, url: string) {
  const [org] = await deps.db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, orgId));
  await deps.mailer.send(invitationMail(email, org?.name ?? 'Recepta', role, url));
}

/** POST /invitations: 201 with the URL (shown once); the link goes out by mail too. */
export async function createInvitation(
  deps: InvitationDeps,
  orgId: string,
  actor: Actor,
  input: CreateInvitationInput,
): Promise<InvitationWire & { url: string }> {
  const { db, now } = deps;
  await checkResource(db, orgId, input.resourceId);
  const [already] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), sql`lower(${users.email}) = ${input.email}`));
  if (already) throw new DomainError('already_member');
  const link = newLink(deps.publicUrl);
  const at = now();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(invitations)
      .values({
        orgId,
        email: input.email,
        role: input.role,
        resourceId: roleNeedsResource(input.role) ? (input.resourceId ?? null) : null,
        tokenHash: link.tokenHash,
        invitedBy: actor.kind === 'staff' ? actor.userId : null,
        createdAt: at,
        expiresAt: new Date(at.getTime() + INVITATION_DAYS * 86_400_000),
      })
      .returning(listed);
    await recordAudit(tx, {
      orgId,
      actor,
      action: 'invitation.created',
      target: { kind: 'invitation', id: created!.id },
      changes: { email: { after: input.email }, role: { after: input.role } },
    });
    return created!;
  });
  await mailIt(deps, orgId, input.email, input.role, link.url);
  return { ...toWire(row), url: link.url };
}

/** GET /invitations: the pending ones (not accepted, revoked or expired), newest first, without URLs. */
export async function listInvitations(db: Db, orgId: string, now: Date): Promise<InvitationWire[]> {
  const rows = await db
    .select(listed)
    .from(invitations)
    .where(
      and(
        eq(invitations.orgId, orgId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(desc(invitations.createdAt));
  return rows.map(toWire);
}

/** DELETE /invitations/{id}: the link stops working at once. */
export async function revokeInvitation(db: Db, orgId: string, actor: Actor, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(invitations.id, id),
          eq(invitations.orgId, orgId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .returning({ id: invitations.id });
    if (!row) throw new DomainError('not_found');
    await recordAudit(tx, { orgId, actor, action: 'invitation.revoked', target: { kind: 'invitation', id } });
  });
}

/** POST /invitations/{id}/resend: a new link (the old one stops working), 7 more days, mailed again. */
export async function resendInvitation(
  deps: InvitationDeps,
  orgId: string,
  actor: Actor,
  id: string,
): Promise<InvitationWire & { url: string }> {
  const link = newLink(deps.publicUrl);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: link.tokenHash, expiresAt: new Date(at.getTime() + INVITATION_DAYS * 86_400_000) })
      .where(
        and(
          eq(invitations.id, id),
          eq(invitations.orgId, orgId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .returning(listed);
    if (!updated) throw new DomainError('not_found');
    await recordAudit(tx, { orgId, actor, action: 'invitation.resent', target: { kind: 'invitation', id } });
    return updated;
  });
  await mailIt(deps, orgId, row.email, row.role as Role, link.url);
  return { ...toWire(row), url: link.url };
}

/**
 * POST /invitations/accept: the signed-in person joins with the invitation's role. 404 for a link
 * that expired, was revoked or used, or is for another email (one answer: a link tells nothing).
 * Two accepts of one link at once: the conditional update lets one through.
 */
export async function acceptInvitation(
  db: Db,
  user: { userId: string; email: string; name: string },
  token: string,
  now: Date,
): Promise<{ orgId: string; role: Role }> {
  const notFound = () => new DomainError('not_found', undefined, invitationNotFoundMessage);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(invitations)
      .set({ acceptedAt: now, acceptedBy: user.userId })
      .where(
        and(
          eq(invitations.tokenHash, hashToken(token)),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, now),
          sql`lower(${invitations.email}) = ${user.email.toLowerCase()}`,
        ),
      )
      .returning({
        id: invitations.id,
        orgId: invitations.orgId,
        role: invitations.role,
        resourceId: invitations.resourceId,
      });
    if (!invitation) throw notFound();
    const inserted = await tx
      .insert(memberships)
      .values({
        orgId: invitation.orgId,
        userId: user.userId,
        role: invitation.role,
        resourceId: invitation.resourceId,
      })
      .onConflictDoNothing()
      .returning({ userId: memberships.userId });
    if (inserted.length === 0) throw new DomainError('already_member');
    await recordAudit(tx, {
      orgId: invitation.orgId,
      actor: { kind: 'user', id: user.userId, name: user.name || user.email, role: invitation.role },
      action: 'invitation.accepted',
      target: { kind: 'invitation', id: invitation.id },
      changes: { role: { after: invitation.role } },
    });
    return { orgId: invitation.orgId, role: invitation.role as Role };
  });
}
