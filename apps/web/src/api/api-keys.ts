import { type CreateApiKeyInput, orgApi, type RouteAnswer } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';

export type ApiKey = RouteAnswer<typeof orgApi.apiKeys>['items'][number];
/** The answer to a create: the only time the full key leaves the server. */
export type CreatedApiKey = RouteAnswer<typeof orgApi.createApiKey>;

export const apiKeysQueryKey = (orgId: string) => ['orgs', orgId, 'api-keys'] as const;

/** GET /api/orgs/{id}/api-keys */
export function useApiKeys(orgId: string) {
  return useQuery({
    queryKey: apiKeysQueryKey(orgId),
    queryFn: ({ signal }) => callApi(orgApi.apiKeys, { params: { id: orgId }, signal }).then((r) => r.items),
  });
}

/** POST /api/orgs/{id}/api-keys */
export function useCreateApiKey(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => callApi(orgApi.createApiKey, { params: { id: orgId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(orgId) }),
  });
}

/** DELETE /api/orgs/{id}/api-keys/{keyId} */
export function useRevokeApiKey(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => callApi(orgApi.revokeApiKey, { params: { id: orgId, keyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(orgId) }),
  });
}
