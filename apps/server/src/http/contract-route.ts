import type { HandlerAnswer, RouteDef, z } from '@recepta/domain';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import { errorAnswers } from './error-answers.ts';

type Out<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

/** A request to a contract route, its params, query and body as the contract's schemas parsed them. */
export type ContractRequest<R> = FastifyRequest<{
  Params: Out<R, 'params'>;
  Querystring: Out<R, 'query'>;
  Body: Out<R, 'body'>;
}>;

export interface ContractRouteOptions {
  /** The route's access (always) and the server's own switches (idempotent, usersOnly, orgIdFrom…). */
  config: FastifyContextConfig & { access: NonNullable<FastifyContextConfig['access']> };
  /** For the OpenAPI document. */
  tags: string[];
  summary: string;
  description?: string;
  /** Which refusals the document lists (http/error-answers.ts); the refusals themselves do not depend on it. */
  errors?: Parameters<typeof errorAnswers>[0];
  /** Work for after the answer is out (a queued message handed to its channel once committed). */
  onResponse?: RouteOptions['onResponse'];
}

/**
 * Registers a route of the contract (packages/domain contract/, docs/architecture.md#the-route-contract)
 * on `app`, whose prefix the contract's path starts with: the method, the path and the schemas come
 * from the entry, so the server cannot answer another path or shape than the web client calls. The
 * validation and error handling are the app's as for any route (a failed parse is validation_failed,
 * 400, with Spanish field messages). The handler returns the answer, which is sent with the
 * entry's status; one that must act after answering (a 202 that then works) may send it itself.
 */
export function contractRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  options: ContractRouteOptions,
  handler: (request: ContractRequest<R>, reply: FastifyReply) => Promise<HandlerAnswer<R> | FastifyReply>,
): void {
  if (!route.path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${route.method} ${route.path} is registered under '${app.prefix}', not its own prefix`);
  }
  const status = route.status ?? 200;
  const schema: FastifySchema = {
    tags: options.tags,
    summary: options.summary,
    ...(options.description ? { description: options.description } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: {
      ...(route.answer ? { [status]: route.answer } : {}),
      ...(options.errors ? errorAnswers(options.errors) : {}),
    },
  };
  app.route({
    method: route.method,
    url: route.path.slice(app.prefix.length),
    config: options.config,
    ...(options.onResponse ? { onResponse: options.onResponse } : {}),
    schema,
    handler: async (request, reply) => {
      const answer = await handler(request as ContractRequest<R>, reply);
      if (reply.sent) return reply;
      reply.status(status);
      // An async handler that resolves with nothing must send, or the request is never answered.
      return status === 204 || answer === undefined ? reply.send() : answer;
    },
  });
}
