import type { ChangeMemberInput, CreateInvitationInput, Role } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

export interface Member {
  userId: string;
  email: string;
  name: string;
  role: Role;
  resourceId?: string;
  lastSignInAt: string | null;
}

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  resourceId?: string;
  expiresAt: string;
  createdAt: string;
}

/** A new or resent invitation: the only answer that carries its link. */
export interface InvitationWithUrl extends Invitation {
  url: string;
}

const membersKey = (orgId: string) => ['orgs', orgId, 'members'] as const;
const invitationsKey = (orgId: string) => ['orgs', orgId, 'invitations'] as const;
const q = (orgId: string) => `orgId=${encodeURIComponent(orgId)}`;

export function useMembers(orgId: string) {
  return useQuery({
    queryKey: membersKey(orgId),
    queryFn: ({ signal }) => apiFetch<{ items: Member[] }>(`/api/members?${q(orgId)}`, { signal }).then((r) => r.items),
  });
}

export function useInvitations(orgId: string) {
  return useQuery({
    queryKey: invitationsKey(orgId),
    queryFn: ({ signal }) =>
      apiFetch<{ items: Invitation[] }>(`/api/invitations?${q(orgId)}`, { signal }).then((r) => r.items),
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
    apiFetch<InvitationWithUrl>(`/api/invitations?${q(orgId)}`, { method: 'POST', body: input }),
  );
}

export function useResendInvitation(orgId: string) {
  return useTeamMutation(orgId, (id: string) =>
    apiFetch<InvitationWithUrl>(`/api/invitations/${encodeURIComponent(id)}/resend?${q(orgId)}`, { method: 'POST' }),
  );
}

export function useRevokeInvitation(orgId: string) {
  return useTeamMutation(orgId, (id: string) =>
    apiFetch<void>(`/api/invitations/${encodeURIComponent(id)}?${q(orgId)}`, { method: 'DELETE' }),
  );
}

export function useChangeMember(orgId: string) {
  return useTeamMutation(orgId, ({ userId, ...input }: ChangeMemberInput & { userId: string }) =>
    apiFetch<Member>(`/api/members/${encodeURIComponent(userId)}?${q(orgId)}`, { method: 'PUT', body: input }),
  );
}

export function useRemoveMember(orgId: string) {
  return useTeamMutation(orgId, (userId: string) =>
    apiFetch<void>(`/api/members/${encodeURIComponent(userId)}?${q(orgId)}`, { method: 'DELETE' }),
  );
}

/** POST /api/invitations/accept as the signed-in person. */
export function acceptInvitation(token: string) {
  return apiFetch<{ orgId: string; role: Role }>('/api/invitations/accept', { method: 'POST', body: { token } });
}
