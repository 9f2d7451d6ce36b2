import { configApi, type RouteBody } from '@recepta/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { invalidateSchedule, orgKey } from './query-keys.ts';

export const configQueryKey = (orgId: string) => orgKey(orgId, 'config');

/** GET /api/config: always normalised by the server (docs/api.md#config: defaults filled in, repairs applied). */
export function configQuery(orgId: string) {
  return queryOptions({
    queryKey: configQueryKey(orgId),
    queryFn: ({ signal }) => callApi(configApi.get, { query: { orgId }, signal }),
  });
}

export function useConfig(orgId: string) {
  return useQuery(configQuery(orgId));
}

/** POST /api/config: answers the config as stored, after the server's normalisation. */
export function useSaveConfig(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteBody<typeof configApi.save>) => callApi(configApi.save, { query: { orgId }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(configQueryKey(orgId), saved);
      // Opening hours, increment and durations shape the agenda and Today.
      return invalidateSchedule(queryClient, orgId);
    },
  });
}
