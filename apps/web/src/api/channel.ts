import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

/** GET /api/channel (docs/api.md#the-whatsapp-loop): never the token. */
export interface Channel {
  kind: 'sandbox' | 'whatsapp';
  connected: boolean;
  phoneNumberId?: string;
  displayPhoneNumber?: string;
  wabaId?: string;
  /** What to paste into Meta's console. */
  webhookUrl: string;
  verifyToken: string;
  lastError?: string;
}

export type ChannelInput =
  | { kind: 'sandbox' }
  | { kind: 'whatsapp'; phoneNumberId: string; wabaId: string; accessToken: string };

const channelKey = (orgId: string) => ['org', orgId, 'channel'] as const;

export function useChannel(orgId: string) {
  return useQuery({
    queryKey: channelKey(orgId),
    queryFn: ({ signal }) => apiFetch<Channel>('/api/channel', { query: { orgId }, signal }),
  });
}

/** PUT /api/channel: connect a WhatsApp number (checked against Meta first) or go back to the sandbox. */
export function useSaveChannel(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChannelInput) =>
      apiFetch<Channel>('/api/channel', { method: 'PUT', query: { orgId }, body: input }),
    onSuccess: (channel) => queryClient.setQueryData(channelKey(orgId), channel),
  });
}

/** POST /api/channel/sandbox/inbound: a patient's message typed in the simulator (202; processed like a webhook's). */
export function sendAsPatient(
  orgId: string,
  body: { from: string; name?: string; text?: string; buttonId?: string },
): Promise<unknown> {
  return apiFetch('/api/channel/sandbox/inbound', { method: 'POST', query: { orgId }, body });
}
