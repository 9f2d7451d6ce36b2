import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Actor } from './actor.ts';

/**
 * What the request being served carries into code that is not handed the request: its id (logs,
 * and the jobs it causes), the client's address (the audit log), and once the org guard has run,
 * the caller's role and actor. One store per request, for every route.
 */
export interface RequestContext {
  requestId: string;
  clientAddress: string;
  role?: string | undefined;
  actor?: Actor | undefined;
}

const store = new AsyncLocalStorage<RequestContext>();

/** The context of the request this code runs for; undefined outside a request (a job, a timer). */
export function currentRequest(): RequestContext | undefined {
  return store.getStore();
}

/** Runs `work` as if for a request with this context (jobs carry their cause's id this way into logs). */
export function withRequestContext<T>(context: RequestContext, work: () => T): T {
  return store.run(context, work);
}

export function registerRequestContext(app: FastifyInstance): void {
  // Callback style: `done` runs inside the store, and so does everything the request does after it.
  app.addHook('onRequest', (request, _reply, done) => {
    store.run({ requestId: request.id, clientAddress: request.ip }, done);
  });
  // The org guard has read the caller's role by now: an audit row says "Ana (Recepción)".
  app.addHook('preHandler', async (request) => {
    const context = store.getStore();
    if (!context) return;
    if (request.member) context.role = request.member.role;
    if (request.actor) context.actor = request.actor;
  });
}
