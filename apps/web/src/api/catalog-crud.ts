import { type CatalogEntity, catalogApi, catalogListPath, type RouteAnswer, type RouteBody } from '@recepta/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRead } from './api-read.ts';
import { apiFetch, callApi } from './client.ts';
import { invalidateAfterCatalogChange, orgKey } from './query-keys.ts';

/**
 * The calls every catalogue entity shares (docs/api.md#catalogue): GET list, POST, PUT, DELETE under
 * /api/<entity>?orgId=, typed by the entity's routes of the contract (domain contract/catalog.ts).
 * The entity files (services.ts, …) give each one its named hook.
 */

type Routes<E extends CatalogEntity> = (typeof catalogApi)[E];
/**
 * `entity`'s routes, typed as that entity's (indexing by a generic key gives the union of all five;
 * the hooks' own signatures carry each entity's input and row).
 */
const routesOf = <E extends CatalogEntity>(entity: E) => catalogApi[entity] as Routes<E>;
/** A row of `entity` as the API answers it. */
export type CatalogRow<E extends CatalogEntity> = RouteAnswer<Routes<E>['create']>;
/** What creating or changing a row of `entity` sends. */
export type CatalogInput<E extends CatalogEntity> = RouteBody<Routes<E>['create']>;

/**
 * GET /api/<entity>?orgId= → the items, under ['org', orgId, entity]. Its path is the one the app
 * shell's early read and the server's drawing of the agenda ask (catalogListPath), so it is fetched
 * by that path rather than built again from the contract's.
 */
export function catalogListRead<E extends CatalogEntity>(orgId: string, entity: E) {
  return {
    path: catalogListPath(orgId, entity),
    queryKey: orgKey(orgId, entity),
    pick: (answer: unknown) => (answer as RouteAnswer<Routes<E>['list']>).items as CatalogRow<E>[],
  } satisfies ApiRead<CatalogRow<E>[]>;
}

/** The list's query; also what route loaders and the sidebar prefetch. */
export function catalogListQuery<E extends CatalogEntity>(orgId: string, entity: E) {
  const read = catalogListRead(orgId, entity);
  return queryOptions({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => apiFetch<unknown>(read.path, { signal }).then(read.pick),
  });
}

export function useCatalogList<E extends CatalogEntity>(orgId: string, entity: E) {
  return useQuery(catalogListQuery(orgId, entity));
}

/** POST /api/<entity>?orgId= → 201 with the row. */
export function useCatalogCreate<E extends CatalogEntity>(orgId: string, entity: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CatalogInput<E>) =>
      callApi<Routes<E>['create']>(routesOf(entity).create, { query: { orgId }, body: input } as never),
    onSuccess: () => invalidateAfterCatalogChange(queryClient, orgId, entity),
  });
}

/** PUT /api/<entity>/{id}?orgId= → the row. */
export function useCatalogUpdate<E extends CatalogEntity>(orgId: string, entity: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CatalogInput<E> }) =>
      callApi<Routes<E>['update']>(routesOf(entity).update, { params: { id }, query: { orgId }, body: input } as never),
    onSuccess: () => invalidateAfterCatalogChange(queryClient, orgId, entity),
  });
}

/** DELETE /api/<entity>/{id}?orgId= → 204; 409 in_use says what still uses the row. */
export function useCatalogDelete(orgId: string, entity: CatalogEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(catalogApi[entity].remove, { params: { id }, query: { orgId } }),
    onSuccess: () => invalidateAfterCatalogChange(queryClient, orgId, entity),
  });
}
