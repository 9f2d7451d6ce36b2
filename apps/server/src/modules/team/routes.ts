import {
  acceptInvitationInput,
  changeMemberInput,
  createInvitationInput,
  invitationWire,
  memberWire,
  orgQuery,
  roleField,
  safeString,
  z,
} from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorAnswers } from '../../http/error-answers.ts';
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
const userParams = z.object({ userId: safeString().min(1).max(64) });
const idParams = z.object({ id: z.uuid() });
const invitationWithUrl = invitationWire.extend({ url: z.string() });

/** Members and invitations (docs/api.md#teams): behind the org guard, but for accepting a link. */
export function teamRoutes(deps: { db: Db; auth: Auth; now: () => Date; mailer: Mailer; publicUrl: string }) {
  const { db, auth, now } = deps;
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/invitations/accept',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Accept an invitation as the signed-in person it was sent to',
          body: acceptInvitationInput,
          response: { 200: z.object({ orgId: z.string(), role: roleField }), ...errorAnswers('team') },
        },
      },
      async (request) => acceptInvitation(db, await requireUser(request, db, auth), request.body.token, now()),
    );

    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      const manage = { access: 'members.manage', usersOnly: true } as const;
      s.get(
        '/members',
        {
          config: { access: 'members.read', usersOnly: true },
          schema: {
            tags,
            summary: 'The members of the organisation, with role and last sign-in',
            querystring: orgQuery,
            response: { 200: z.object({ items: z.array(memberWire) }), ...errorAnswers('read') },
          },
        },
        async (request) => ({ items: await listMembers(db, request.orgId) }),
      );
      s.put(
        '/members/:userId',
        {
          config: manage,
          schema: {
            tags,
            summary: 'Change a member’s role (and a professional’s resource); 409 last_owner',
            params: userParams,
            querystring: orgQuery,
            body: changeMemberInput,
            response: { 200: memberWire, ...errorAnswers('team') },
          },
        },
        async (request) => {
          const { orgId, actor } = orgActor(request);
          return changeMember(db, orgId, actor, request.params.userId, request.body);
        },
      );
      s.delete(
        '/members/:userId',
        {
          config: manage,
          schema: {
            tags,
            summary: 'Remove a member: their access and live streams end at once; 409 last_owner',
            params: userParams,
            querystring: orgQuery,
          },
        },
        async (request, reply) => {
          const { orgId, actor } = orgActor(request);
          await removeMember(db, orgId, actor, request.params.userId);
          return reply.status(204).send();
        },
      );
      s.post(
        '/invitations',
        {
          config: manage,
          schema: {
            tags,
            summary: 'Invite someone by email with a role; the link (7 days, single use) is mailed and answered once',
            querystring: orgQuery,
            body: createInvitationInput,
            response: { 201: invitationWithUrl, ...errorAnswers('team') },
          },
        },
        async (request, reply) => {
          const { orgId, actor } = orgActor(request);
          return reply.status(201).send(await createInvitation(deps, orgId, actor, request.body));
        },
      );
      s.get(
        '/invitations',
        {
          config: manage,
          schema: {
            tags,
            summary: 'Pending invitations (without their links)',
            querystring: orgQuery,
            response: { 200: z.object({ items: z.array(invitationWire) }), ...errorAnswers('read') },
          },
        },
        async (request) => ({ items: await listInvitations(db, request.orgId, now()) }),
      );
      s.post(
        '/invitations/:id/resend',
        {
          config: manage,
          schema: {
            tags,
            summary: 'Send an invitation again with a new link (the old one stops working)',
            params: idParams,
            querystring: orgQuery,
            response: { 200: invitationWithUrl, ...errorAnswers('team') },
          },
        },
        async (request) => {
          const { orgId, actor } = orgActor(request);
          return resendInvitation(deps, orgId, actor, request.params.id);
        },
      );
      s.delete(
        '/invitations/:id',
        {
          config: manage,
          schema: { tags, summary: 'Revoke an invitation', params: idParams, querystring: orgQuery },
        },
        async (request, reply) => {
          const { orgId, actor } = orgActor(request);
          await revokeInvitation(db, orgId, actor, request.params.id, now());
          return reply.status(204).send();
        },
      );
    });
  };
}
