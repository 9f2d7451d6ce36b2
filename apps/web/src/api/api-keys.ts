import type { CreateApiKeyInput } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

export interface ApiKey {
  id: string;
  name: string;
  /** The first characters of the key, enough to recognise it; the rest is never shown again. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The answer to a create: the only time the full key leaves the server. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

export const apiKeysQueryKey = (orgId: string) => ['orgs', orgId, 'api-keys'] as const;

function keysPath(orgId: string): string {
  return `/api/orgs/${encodeURIComponent(orgId)}/api-keys`;
}

/** GET /api/orgs/{id}/api-keys */
export function useApiKeys(orgId: string) {
  return useQuery({
    queryKey: apiKeysQueryKey(orgId),
    queryFn: ({ signal }) => apiFetch<{ items: ApiKey[] }>(keysPath(orgId), { signal }).then((r) => r.items),
  });
}

/** POST /api/orgs/{id}/api-keys */
export function useCreateApiKey(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => apiFetch<CreatedApiKey>(keysPath(orgId), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(orgId) }),
  });
}

/** DELETE /api/orgs/{id}/api-keys/{keyId} */
export function useRevokeApiKey(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      apiFetch<void>(`${keysPath(orgId)}/${encodeURIComponent(keyId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(orgId) }),
  });
}
