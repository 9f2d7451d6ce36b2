import { teamApi } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { orgActor, orgScoped, requireUser } from '../../http/org-scope.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Auth } from '../accounts/auth.ts';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations.ts';
import { changeMember, listMembers, removeMember } from './members.ts';

const tags = ['team'];

/** Members and invitations (docs/api.md#teams): behind the org guard, but for accepting a link. */
export function teamRoutes(deps: { db: Db; auth: Auth; now: () => Date; mailer: Mailer; publicUrl: string }) {
  const { db, auth, now } = deps;
  return async (app: FastifyInstance) => {
    contractRoute(
      app,
      teamApi.acceptInvitation,
      {
        config: { access: 'signedIn' },
        tags,
        summary: 'Accept an invitation as the signed-in person it was sent to',
        errors: 'team',
      },
      async (request) => acceptInvitation(db, await requireUser(request, db, auth), request.body.token, now()),
    );

    await orgScoped(app, deps, async (scoped) => {
      const manage = { access: 'members.manage', usersOnly: true } as const;
      contractRoute(
        scoped,
        teamApi.members,
        {
          config: { access: 'members.read', usersOnly: true },
          tags,
          summary: 'The members of the organisation, with role and last sign-in',
          errors: 'read',
        },
        async (request) => ({ items: await listMembers(db, request.orgId) }),
      );
      contractRoute(
        scoped,
        teamApi.changeMember,
        {
          config: manage,
          tags,
          summary: 'Change a member’s role (and a professional’s resource); 409 last_owner',
          errors: 'team',
        },
        async (request) => {
          const { orgId, actor } = orgActor(request);
          return changeMember(db, orgId, actor, request.params.userId, request.body);
        },
      );
      contractRoute(
        scoped,
        teamApi.removeMember,
        {
          config: manage,
          tags,
          summary: 'Remove a member: their access and live streams end at once; 409 last_owner',
        },
        async (request) => {
          const { orgId, actor } = orgActor(request);
          await removeMember(db, orgId, actor, request.params.userId);
          return undefined;
        },
      );
      contractRoute(
        scoped,
        teamApi.invite,
        {
          config: manage,
          tags,
          summary: 'Invite someone by email with a role; the link (7 days, single use) is mailed and answered once',
          errors: 'team',
        },
        async (request) => {
          const { orgId, actor } = orgActor(request);
          return createInvitation(deps, orgId, actor, request.body);
        },
      );
      contractRoute(
        scoped,
        teamApi.invitations,
        { config: manage, tags, summary: 'Pending invitations (without their links)', errors: 'read' },
        async (request) => ({ items: await listInvitations(db, request.orgId, now()) }),
      );
      contractRoute(
        scoped,
        teamApi.resendInvitation,
        {
          config: manage,
          tags,
          summary: 'Send an invitation again with a new link (the old one stops working)',
          errors: 'team',
        },
        async (request) => {
          const { orgId, actor } = orgActor(request);
          return resendInvitation(deps, orgId, actor, request.params.id);
        },
      );
      contractRoute(
        scoped,
        teamApi.revokeInvitation,
        { config: manage, tags, summary: 'Revoke an invitation' },
        async (request) => {
          const { orgId, actor } = orgActor(request);
          await revokeInvitation(db, orgId, actor, request.params.id, now());
          return undefined;
        },
      );
    });
  };
}
