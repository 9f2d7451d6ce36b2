import type { CatalogEntity } from '../permissions.ts';
import { orgQuery, safeString } from '../schemas/building-blocks.ts';
import { z } from '../zod.ts';
import { defineRoute } from './route.ts';

/** A catalogue row's id in the path; one that is not a UUID is refused as not_found by the server. */
export const catalogRowParams = z.object({ id: safeString().max(64) });

/** A catalogue list's plain answer: its rows, in the order the server keeps. */
export function itemsOf<W extends z.ZodType>(wire: W) {
  return z.object({ items: z.array(wire) });
}

/**
 * The routes every catalogue entity shares (docs/api.md#catalogue): GET list, POST (201 with the
 * row), PUT /:id (the row), DELETE /:id (204), all under /api/<entity>?orgId=. The server registers them
 * in one place (modules/catalog/crud-routes.ts) and the web calls them in one (api/catalog-crud.ts).
 */
export function catalogRoutes<
  const E extends CatalogEntity,
  I extends z.ZodType,
  W extends z.ZodType,
  Q extends z.ZodType,
  L extends z.ZodType,
>(entity: E, schemas: { input: I; wire: W; list: { query: Q; answer: L } }) {
  const { input, wire, list } = schemas;
  const path = `/api/${entity}` as const;
  const byId = `/api/${entity}/:id` as const;
  return {
    list: defineRoute({ method: 'GET', path, query: list.query, answer: list.answer }),
    create: defineRoute({ method: 'POST', path, query: orgQuery, body: input, status: 201, answer: wire }),
    update: defineRoute({
      method: 'PUT',
      path: byId,
      params: catalogRowParams,
      query: orgQuery,
      body: input,
      answer: wire,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: byId,
      params: catalogRowParams,
      query: orgQuery,
      status: 204,
    }),
  };
}
