import { orgQuery, safeString } from '../schemas/building-blocks.ts';
import {
  acceptInvitationInput,
  changeMemberInput,
  createInvitationInput,
  invitationWire,
  memberWire,
  roleField,
} from '../schemas/team.ts';
import { z } from '../zod.ts';
import { defineRoute } from './route.ts';

const userParams = z.object({ userId: safeString().min(1).max(64) });
const idParams = z.object({ id: z.uuid() });
/** A new or resent invitation: the only answer that carries its link. */
export const invitationWithUrl = invitationWire.extend({ url: z.string() });

/** Members and invitations (docs/api.md#teams); server: modules/team/routes.ts. */
export const teamApi = {
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/api/invitations/accept',
    body: acceptInvitationInput,
    answer: z.object({ orgId: z.string(), role: roleField }),
  }),
  members: defineRoute({
    method: 'GET',
    path: '/api/members',
    query: orgQuery,
    answer: z.object({ items: z.array(memberWire) }),
  }),
  changeMember: defineRoute({
    method: 'PUT',
    path: '/api/members/:userId',
    params: userParams,
    query: orgQuery,
    body: changeMemberInput,
    answer: memberWire,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/members/:userId',
    params: userParams,
    query: orgQuery,
    status: 204,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/invitations',
    query: orgQuery,
    body: createInvitationInput,
    status: 201,
    answer: invitationWithUrl,
  }),
  invitations: defineRoute({
    method: 'GET',
    path: '/api/invitations',
    query: orgQuery,
    answer: z.object({ items: z.array(invitationWire) }),
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    path: '/api/invitations/:id/resend',
    params: idParams,
    query: orgQuery,
    answer: invitationWithUrl,
  }),
  revokeInvitation: defineRoute({
    method: 'DELETE',
    path: '/api/invitations/:id',
    params: idParams,
    query: orgQuery,
    status: 204,
  }),
};
