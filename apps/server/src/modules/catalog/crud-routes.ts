import { type Action, DomainError, safeString, z } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import { type Viewer, viewerOf } from '../../http/org-scope.ts';

/** What one catalogue entity provides; the routes around it are the same for all five. */
export interface CrudSpec<TInput, TWire, TQuery = never> {
  /** '/services' */
  path: string;
  tag: string;
  /** The actions of the permission table its reads and its writes need. */
  access: { read: Action; write: Action };
  input: z.ZodType<TInput>;
  wire: z.ZodType<TWire>;
  /** The list's query string, when it takes more than orgId (search, paging). */
  listQuery?: z.ZodType<TQuery>;
  /** `viewer`: what the caller may see (a professional, only the patients they attend). */
  list(orgId: string, query: TQuery | undefined, viewer: Viewer): Promise<{ items: TWire[]; total?: number }>;
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

const idParams = z.object({ id: safeString().max(64) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id that is not a UUID cannot exist: 404, like any id of another organisation. */
function rowId(id: string): string {
  if (!UUID.test(id)) throw new DomainError('not_found');
  return id;
}

/**
 * GET list, POST create, PUT update, DELETE remove under `spec.path`, inside the org guard
 * (the caller's organisation is request.orgId). Answers follow docs/api.md#catalogue: { items }, 201 row, 200 row, 204.
 */
export function registerCrud<TInput, TWire, TQuery>(
  scoped: FastifyInstance,
  spec: CrudSpec<TInput, TWire, TQuery>,
): void {
  const tags = [spec.tag];
  const querystring = z.object({ orgId: safeString().max(64).optional() });
  // The zod type provider cannot infer a generic entity's types. Each route's schema validates at
  // the edge (400 with fields, and the OpenAPI document); the handler then reads its typed value
  // from the same schema — parsing a parsed value again is idempotent (trims only), and no cast
  // stands between the wire and the module.
  type ById = { Params: { id: string } };

  const present = (row: TWire, viewer: Viewer) => (spec.present ? spec.present(row, viewer) : row);
  const read = { access: spec.access.read };
  const write = { access: spec.access.write };
  scoped.get(
    spec.path,
    {
      config: read,
      schema: {
        tags,
        querystring: spec.listQuery ?? querystring,
        response: { 200: z.object({ items: z.array(spec.wire), total: z.number().optional() }) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const answer = await spec.list(request.orgId, spec.listQuery?.parse(request.query), viewer);
      return { ...answer, items: answer.items.map((row) => present(row, viewer)) };
    },
  );
  const get = spec.get;
  if (get) {
    scoped.get<ById>(
      `${spec.path}/:id`,
      { config: read, schema: { tags, params: idParams, querystring, response: { 200: spec.wire } } },
      async (request) => {
        const viewer = viewerOf(request);
        const row = await get(request.orgId, rowId(request.params.id), viewer);
        if (!row) throw new DomainError('not_found');
        return present(row, viewer);
      },
    );
  }
  scoped.post(
    spec.path,
    { config: write, schema: { tags, querystring, body: spec.input, response: { 201: spec.wire } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(present(await spec.create(request.orgId, spec.input.parse(request.body)), viewerOf(request))),
  );
  scoped.put<ById>(
    `${spec.path}/:id`,
    { config: write, schema: { tags, params: idParams, querystring, body: spec.input, response: { 200: spec.wire } } },
    async (request) => {
      const row = await spec.update(request.orgId, rowId(request.params.id), spec.input.parse(request.body));
      if (!row) throw new DomainError('not_found');
      return present(row, viewerOf(request));
    },
  );
  scoped.delete<ById>(
    `${spec.path}/:id`,
    { config: write, schema: { tags, params: idParams, querystring } },
    async (request, reply) => {
      if (!(await spec.remove(request.orgId, rowId(request.params.id)))) throw new DomainError('not_found');
      return reply.status(204).send();
    },
  );
}

export { rowId };
