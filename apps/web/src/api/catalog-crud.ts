import { catalogListPath } from '@recepta/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRead } from './api-read.ts';
import { apiFetch } from './client.ts';
import { type CatalogEntity, invalidateAfterCatalogChange, orgKey } from './query-keys.ts';

/**
 * The calls every catalogue entity shares (docs/api.md#catalogue): GET list, POST, PUT, DELETE under
 * /api/<entity>?orgId=. The entity files (services.ts, …) give each one its typed, named hook.
 */

function path(entity: CatalogEntity, id?: string): string {
  return id ? `/api/${entity}/${encodeURIComponent(id)}` : `/api/${entity}`;
}

/** GET /api/<entity>?orgId= → the items, under ['org', orgId, entity]. */
export function catalogListRead<T>(orgId: string, entity: CatalogEntity) {
  return {
    path: catalogListPath(orgId, entity),
    queryKey: orgKey(orgId, entity),
    pick: (answer: unknown) => (answer as { items: T[] }).items,
  } satisfies ApiRead<T[]>;
}

/** The list's query; also what route loaders and the sidebar prefetch. */
export function catalogListQuery<T>(orgId: string, entity: CatalogEntity) {
  const read = catalogListRead<T>(orgId, entity);
  return queryOptions({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => apiFetch<unknown>(read.path, { signal }).then(read.pick),
  });
}

export function useCatalogList<T>(orgId: string, entity: CatalogEntity) {
  return useQuery(catalogListQuery<T>(orgId, entity));
}

/** POST /api/<entity>?orgId= → 201 with the row. */
export function useCatalogCreate<TInput, TRow>(orgId: string, entity: CatalogEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => apiFetch<TRow>(path(entity), { method: 'POST', query: { orgId }, body: input }),
    onSuccess: () => invalidateAfterCatalogChange(queryClient, orgId, entity),
  });
}

/** PUT /api/<entity>/{id}?orgId= → the row. */
export function useCatalogUpdate<TInput, TRow>(orgId: string, entity: CatalogEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TInput }) =>
      apiFetch<TRow>(path(entity, id), { method: 'PUT', query: { orgId }, body: input }),
    onSuccess: () => invalidateAfterCatalogChange(queryClient, orgId, entity),
  });
}

/** DELETE /api/<entity>/{id}?orgId= → 204; 409 in_use says what still uses the row. */
export function useCatalogDelete(orgId: string, entity: CatalogEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(path(entity, id), { method: 'DELETE', query: { orgId } }),
    onSuccess: () => invalidateAfterCatalogChange(queryClient, orgId, entity),
  });
}
