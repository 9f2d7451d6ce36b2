import { type ChangeMemberInput, type CreateInvitationInput, type RouteAnswer, teamApi } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';

/** A member, an invitation, and a new or resent one (which alone carries its link): the contract's teamApi. */
export type Member = RouteAnswer<typeof teamApi.changeMember>;
export type Invitation = RouteAnswer<typeof teamApi.invitations>['items'][number];
export type InvitationWithUrl = RouteAnswer<typeof teamApi.invite>;

const membersKey = (orgId: string) => ['orgs', orgId, 'members'] as const;
const invitationsKey = (orgId: string) => ['orgs', orgId, 'invitations'] as const;

export function useMembers(orgId: string) {
  return useQuery({
    queryKey: membersKey(orgId),
    queryFn: ({ signal }) => callApi(teamApi.members, { query: { orgId }, signal }).then((r) => r.items),
  });
}

export function useInvitations(orgId: string) {
  return useQuery({
    queryKey: invitationsKey(orgId),
    queryFn: ({ signal }) => callApi(teamApi.invitations, { query: { orgId }, signal }).then((r) => r.items),
  });
}

function useTeamMutation<T, R>(orgId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: membersKey(orgId) });
      await queryClient.invalidateQueries({ queryKey: invitationsKey(orgId) });
    },
  });
}

export function useInvite(orgId: string) {
  return useTeamMutation(orgId, (input: CreateInvitationInput) =>
    callApi(teamApi.invite, { query: { orgId }, body: input }),
  );
}

export function useResendInvitation(orgId: string) {
  return useTeamMutation(orgId, (id: string) =>
    callApi(teamApi.resendInvitation, { params: { id }, query: { orgId } }),
  );
}

export function useRevokeInvitation(orgId: string) {
  return useTeamMutation(orgId, (id: string) =>
    callApi(teamApi.revokeInvitation, { params: { id }, query: { orgId } }),
  );
}

export function useChangeMember(orgId: string) {
  return useTeamMutation(orgId, ({ userId, ...input }: ChangeMemberInput & { userId: string }) =>
    callApi(teamApi.changeMember, { params: { userId }, query: { orgId }, body: input }),
  );
}

export function useRemoveMember(orgId: string) {
  return useTeamMutation(orgId, (userId: string) =>
    callApi(teamApi.removeMember, { params: { userId }, query: { orgId } }),
  );
}

/** POST /api/invitations/accept as the signed-in person. */
export function acceptInvitation(token: string) {
  return callApi(teamApi.acceptInvitation, { body: { token } });
}
