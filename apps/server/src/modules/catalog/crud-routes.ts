import { DomainError, safeString } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** What one catalogue entity provides; the routes around it are the same for all five. */
export interface CrudSpec<TInput, TWire> {
  /** '/services' */
  path: string;
  tag: string;
  input: z.ZodType<TInput>;
  wire: z.ZodType<TWire>;
  /** The list's query string, when it takes more than orgId (search, paging). */
  listQuery?: z.ZodType;
  list(orgId: string, query: never): Promise<{ items: TWire[]; total?: number }>;
  /** Registers GET path/:id when given. */
  get?(orgId: string, id: string): Promise<TWire | undefined>;
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
export function registerCrud<TInput, TWire>(scoped: FastifyInstance, spec: CrudSpec<TInput, TWire>): void {
  const tags = [spec.tag];
  const querystring = z.object({ orgId: safeString().max(64).optional() });
  // Plain (untyped) routes: the schemas still validate and serialise at runtime; the generic
  // entity types do not survive Fastify's type provider, so the parsed values are cast here.
  type Req = { body: unknown; params: { id: string }; orgId: string };

  scoped.get(
    spec.path,
    {
      schema: {
        tags,
        querystring: spec.listQuery ?? querystring,
        response: { 200: z.object({ items: z.array(spec.wire), total: z.number().optional() }) },
      },
    },
    async (request) => spec.list(request.orgId, request.query as never),
  );
  const get = spec.get;
  if (get) {
    scoped.get(
      `${spec.path}/:id`,
      { schema: { tags, params: idParams, querystring, response: { 200: spec.wire } } },
      async (request) => {
        const { orgId, params } = request as unknown as Req;
        const row = await get(orgId, rowId(params.id));
        if (!row) throw new DomainError('not_found');
        return row;
      },
    );
  }
  scoped.post(
    spec.path,
    { schema: { tags, querystring, body: spec.input, response: { 201: spec.wire } } },
    async (request, reply) => {
      const { orgId, body } = request as unknown as Req;
      return reply.status(201).send(await spec.create(orgId, body as TInput));
    },
  );
  scoped.put(
    `${spec.path}/:id`,
    { schema: { tags, params: idParams, querystring, body: spec.input, response: { 200: spec.wire } } },
    async (request) => {
      const { orgId, params, body } = request as unknown as Req;
      const row = await spec.update(orgId, rowId(params.id), body as TInput);
      if (!row) throw new DomainError('not_found');
      return row;
    },
  );
  scoped.delete(`${spec.path}/:id`, { schema: { tags, params: idParams, querystring } }, async (request, reply) => {
    const { orgId, params } = request as unknown as Req;
    if (!(await spec.remove(orgId, rowId(params.id)))) throw new DomainError('not_found');
    return reply.status(204).send();
  });
}

export { rowId };
