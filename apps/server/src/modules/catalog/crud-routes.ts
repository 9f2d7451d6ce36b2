import { type Action, DomainError, type RouteDef, type z } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import { type ContractRequest, contractRoute } from '../../http/contract-route.ts';
import { type Viewer, viewerOf } from '../../http/org-scope.ts';

/**
 * One catalogue entity's routes of the contract (packages/domain contract/catalog-routes.ts), as
 * the entity's functions below see them: what the body parses to and what a row answers.
 */
export interface CrudRoutes<TInput, TWire, TQuery = unknown> {
  list: RouteDef & { query: z.ZodType<TQuery> };
  /** GET /:id, registered when the entity also gives `get`. */
  get?: RouteDef & { answer: z.ZodType<TWire> };
  create: RouteDef & { body: z.ZodType<TInput>; answer: z.ZodType<TWire> };
  update: RouteDef & { body: z.ZodType<TInput>; answer: z.ZodType<TWire> };
  remove: RouteDef;
}

/** What one catalogue entity provides; the routes around it are the same for all five. */
export interface CrudSpec<TInput, TWire, TQuery = unknown> {
  routes: CrudRoutes<TInput, TWire, TQuery>;
  tag: string;
  /** The actions of the permission table its reads and its writes need. */
  access: { read: Action; write: Action };
  /** `viewer`: what the caller may see (a professional, only the patients they attend). */
  list(orgId: string, query: TQuery, viewer: Viewer): Promise<{ items: TWire[]; total?: number }>;
  /** Registers GET path/:id when given. */
  get?(orgId: string, id: string, viewer: Viewer): Promise<TWire | undefined>;
  /** Leaves out of a row what the caller may not see (prices), on every answer. */
  present?(row: TWire, viewer: Viewer): TWire;
  create(orgId: string, input: TInput): Promise<TWire>;
  /** Undefined when no row of this org has that id. */
  update(orgId: string, id: string, input: TInput): Promise<TWire | undefined>;
  /** False when no row of this org has that id; throws in_use when something still needs it. */
  remove(orgId: string, id: string): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id that is not a UUID cannot exist: 404, like any id of another organisation. */
function rowId(id: string): string {
  if (!UUID.test(id)) throw new DomainError('not_found');
  return id;
}

type ById = ContractRequest<{ params: z.ZodType<{ id: string }> }>;

/**
 * GET list, POST create, PUT update, DELETE remove of `spec.routes`, inside the org guard (the
 * caller's organisation is request.orgId). Answers follow docs/api.md#catalogue: { items }, 201 row, 200 row, 204.
 */
export function registerCrud<TInput, TWire, TQuery>(
  scoped: FastifyInstance,
  spec: CrudSpec<TInput, TWire, TQuery>,
): void {
  const { routes } = spec;
  // The contract's types cannot be read through a generic entity, so this is the one cast: the
  // request as a row's (params.id) and the answer as any, which the serializer checks against the
  // entry's schema. Each route's schema validates at the edge (400 with fields), and the handler
  // reads its typed body and query from the same schema — parsing a parsed value again is
  // idempotent (trims only), so the module gets the contract's types, not a cast.
  const register = (route: RouteDef, access: Action, summary: string, handler: (request: ById) => Promise<unknown>) =>
    contractRoute(
      scoped,
      route,
      { config: { access }, tags: [spec.tag], summary },
      (request) => handler(request as ById) as Promise<undefined>,
    );

  const present = (row: TWire, viewer: Viewer) => (spec.present ? spec.present(row, viewer) : row);
  const { read, write } = spec.access;
  register(routes.list, read, 'The list', async (request) => {
    const viewer = viewerOf(request);
    const answer = await spec.list(request.orgId, routes.list.query.parse(request.query), viewer);
    return { ...answer, items: answer.items.map((row) => present(row, viewer)) };
  });
  const get = spec.get;
  if (get && routes.get) {
    register(routes.get, read, 'One row', async (request) => {
      const viewer = viewerOf(request);
      const row = await get(request.orgId, rowId(request.params.id), viewer);
      if (!row) throw new DomainError('not_found');
      return present(row, viewer);
    });
  }
  register(routes.create, write, 'Creates a row (201 with it)', async (request) =>
    present(await spec.create(request.orgId, routes.create.body.parse(request.body)), viewerOf(request)),
  );
  register(routes.update, write, 'Changes a row', async (request) => {
    const row = await spec.update(request.orgId, rowId(request.params.id), routes.update.body.parse(request.body));
    if (!row) throw new DomainError('not_found');
    return present(row, viewerOf(request));
  });
  register(routes.remove, write, 'Removes a row (409 in_use while something needs it)', async (request) => {
    if (!(await spec.remove(request.orgId, rowId(request.params.id)))) throw new DomainError('not_found');
  });
}

export { rowId };
