import { type ChannelInput, channelApi, type RouteAnswer, type RouteBody } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';

/** GET /api/channel (docs/api.md#the-whatsapp-loop): never the token. */
export type Channel = RouteAnswer<typeof channelApi.get>;
export type { ChannelInput };

const channelKey = (orgId: string) => ['org', orgId, 'channel'] as const;

export function useChannel(orgId: string) {
  return useQuery({
    queryKey: channelKey(orgId),
    queryFn: ({ signal }) => callApi(channelApi.get, { query: { orgId }, signal }),
  });
}

/** PUT /api/channel: connect a WhatsApp number (checked against Meta first) or go back to the sandbox. */
export function useSaveChannel(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChannelInput) => callApi(channelApi.save, { query: { orgId }, body: input }),
    onSuccess: (channel) => queryClient.setQueryData(channelKey(orgId), channel),
  });
}

/** POST /api/channel/sandbox/inbound: a patient's message typed in the simulator (202; processed like a webhook's). */
export function sendAsPatient(orgId: string, body: RouteBody<typeof channelApi.sandboxInbound>): Promise<unknown> {
  return callApi(channelApi.sandboxInbound, { query: { orgId }, body });
}
