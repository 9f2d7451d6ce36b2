import { createHash } from 'node:crypto';
import { DomainError, type ErrorBody, errorMessages, isErrorCode, safeString, z } from '@recepta/domain';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { domainErrorBody, errorBody, statusOfCode } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Takes an Idempotency-Key (docs/api.md#idempotency): one effect per key, the same answer to a
     * repeat. The handler writes through `request.db` and returns its body (status by `reply.code()`);
     * it must not send the reply itself. Only behind the org guard: keys belong to an organisation.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /**
     * The database handle a handler writes through: the app's, or in an idempotent route called
     * with a key, the transaction that also stores the answer.
     */
    db: Db;
  }
}

/** The header of an idempotent route, validated and documented on every route that opts in. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': safeString()
    .min(1)
    .max(255, 'Máximo 255 caracteres')
    .optional()
    .describe('Repetir con la misma clave y el mismo cuerpo devuelve la primera respuesta (24 h)'),
});

/**
 * Makes `config: { idempotent: true }` a route option: such a route's handler runs under
 * `idempotent()`, and its schema gains the Idempotency-Key header. Register before the routes.
 */
export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions): void {
  const handles = new WeakMap<FastifyRequest, Db>();
  app.decorateRequest('db', {
    getter(this: FastifyRequest) {
      return handles.get(this) ?? options.db;
    },
  });
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    // In place: the OpenAPI document holds this route's options and reads the schema later.
    route.schema ??= {};
    route.schema.headers ??= idempotencyHeaders;
    const handler = route.handler;
    route.handler = function idempotentHandler(request, reply) {
      return idempotent(request, reply, options, async (db) => {
        handles.set(request, db);
        try {
          const body = await handler.call(this, request, reply);
          if (reply.sent) throw new Error(`${route.url}: an idempotent handler returns its body, never sends it`);
          return { status: reply.statusCode, body };
        } finally {
          handles.delete(request);
        }
      });
    };
  });
}

/** A final answer: what is sent, and stored for repeats. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface IdempotencyOptions {
  db: Db;
  now: () => Date;
  /** Keys are kept at least this long (docs/api.md#idempotency: 24 h). */
  ttlMs?: number;
  /** How long a repeat waits for the first request with its key to finish. */
  waitMs?: number;
  pollMs?: number;
  /** An in-flight key older than this belongs to a request that died; a repeat takes it over. */
  staleMs?: number;
}

const HOUR_MS = 3_600_000;
const DEFAULTS = { ttlMs: 24 * HOUR_MS, waitMs: 10_000, pollMs: 15, staleMs: 5 * 60_000 };
const PURGE_EVERY_MS = 10 * 60_000;
let lastPurge = 0;

/**
 * Runs a POST handler under the Idempotency-Key rules (docs/api.md#idempotency). Without the header it just runs. With
 * it, the (organisation, key) primary key of idempotency_keys is the lock:
 *
 * 1. An in-flight row (no status yet) is inserted first, ON CONFLICT DO NOTHING, in its own
 *    statement so every other request sees it at once.
 * 2. The request that inserted it runs the handler inside a transaction and stores its answer in
 *    that same transaction, so the effect and the stored answer commit together or not at all.
 *    Domain refusals (4xx) are answers too and are stored; a fault (5xx) stores nothing and
 *    removes the in-flight row, so that a retry runs afresh.
 * 3. Any other request with the key: another route or body → 422 idempotency_key_reused; a
 *    stored answer → that answer, same status and body; in flight → it polls until the answer is
 *    stored (bounded: then 409 idempotency_in_progress), or runs itself if the row went away.
 *
 * The handler gets the database handle to use (the transaction), and must do all its writes
 * through it.
 */
export async function idempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdempotencyOptions,
  handler: (db: Db) => Promise<Answer>,
): Promise<FastifyReply> {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) {
    const answer = await handler(options.db);
    return reply.status(answer.status).send(answer.body);
  }
  if (key.length === 0 || key.length > 255) {
    throw new DomainError('validation_failed', {
      fields: { 'idempotency-key': 'La clave de idempotencia debe tener de 1 a 255 caracteres' },
    });
  }
  const settings = { ...DEFAULTS, ...options };
  const { db } = options;
  const orgId = request.orgId;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = hashRequest(route, request.body);
  purgeExpired(db, options.now(), settings.ttlMs, request);

  const mine = and(eq(idempotencyKeys.orgId, orgId), eq(idempotencyKeys.key, key));
  const deadline = Date.now() + settings.waitMs;
  for (;;) {
    const now = options.now();
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ orgId, key, route, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      const answer = await runFirst(request, db, mine, handler);
      return reply.status(answer.status).send(answer.body);
    }

    const [row] = await db.select().from(idempotencyKeys).where(mine);
    if (!row) continue;
    const age = now.getTime() - row.createdAt.getTime();
    if (age > settings.ttlMs || (row.statusCode === null && age > settings.staleMs)) {
      // Expired, or left in flight by a request that died: free the key and go again.
      await db.delete(idempotencyKeys).where(and(mine, eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.route !== route || row.requestHash !== requestHash) throw new DomainError('idempotency_key_reused');
    if (row.statusCode !== null) {
      reply.header('idempotent-replayed', 'true');
      return reply.status(row.statusCode).send(replayBody(row.statusCode, row.response));
    }
    if (Date.now() > deadline) throw new DomainError('idempotency_in_progress');
    await new Promise((resolve) => setTimeout(resolve, settings.pollMs));
  }
}

async function runFirst(
  request: FastifyRequest,
  db: Db,
  mine: ReturnType<typeof and>,
  handler: (db: Db) => Promise<Answer>,
): Promise<Answer> {
  try {
    return await db.transaction(async (tx) => {
      // The handler runs in a savepoint: a refusal rolls back its writes, not the stored answer.
      const result = await tx.transaction((inner) => handler(inner)).catch(answerOfRefusal);
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: result.status, response: result.body as object })
        .where(and(mine, isNull(idempotencyKeys.statusCode)));
      return result;
    });
  } catch (err) {
    await db
      .delete(idempotencyKeys)
      .where(and(mine, isNull(idempotencyKeys.statusCode)))
      .catch((cleanup) => request.log.error({ err: cleanup }, 'idempotency key not released'));
    throw err;
  }
}

/** A DomainError with a 4xx status is a final answer; anything else is a fault and propagates. */
function answerOfRefusal(err: unknown): Answer {
  if (err instanceof DomainError && statusOfCode[err.code] < 500) {
    return { status: statusOfCode[err.code], body: domainErrorBody(err) };
  }
  throw err;
}

/** Stored error bodies come back from jsonb with their keys reordered; errors are rebuilt in their usual order. */
function replayBody(status: number, stored: unknown): unknown {
  if (status < 400 || typeof stored !== 'object' || stored === null) return stored;
  const { error, message, fields, detail, conflict, conflicts } = stored as Partial<ErrorBody> & { error?: string };
  if (!error || !isErrorCode(error)) return stored;
  return errorBody(error, message ?? errorMessages[error], fields, {
    ...(detail ? { detail } : {}),
    // jsonb reorders keys: the conflict is rebuilt in the order the first answer wrote it.
    ...(conflict
      ? {
          conflict: {
            kind: conflict.kind,
            ...(conflict.appointmentId ? { appointmentId: conflict.appointmentId } : {}),
            start: conflict.start,
            end: conflict.end,
            tz: conflict.tz,
            ...(conflict.kind === 'appointment'
              ? { customerName: conflict.customerName ?? null }
              : { reason: conflict.reason ?? null }),
          },
        }
      : {}),
    // A series' conflicts: the response schema writes each in its own key order.
    ...(conflicts ? { conflicts } : {}),
  });
}

/** The route and the body, with object keys sorted so that key order does not make two bodies differ. */
export function hashRequest(route: string, body: unknown): string {
  return createHash('sha256')
    .update(route)
    .update('\n')
    .update(stableJson(body) ?? '')
    .digest('hex');
}

function stableJson(value: unknown): string | undefined {
  if (Array.isArray(value)) return `[${value.map((v) => stableJson(v) ?? 'null').join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .flatMap((k) => {
        const v = stableJson((value as Record<string, unknown>)[k]);
        return v === undefined ? [] : [`${JSON.stringify(k)}:${v}`];
      });
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Deletes expired keys now and then (at most every 10 minutes per process), without delaying the request. */
function purgeExpired(db: Db, now: Date, ttlMs: number, request: FastifyRequest): void {
  if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = Date.now();
  db.delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - ttlMs)))
    .catch((err) => request.log.warn({ err }, 'idempotency purge failed'));
}
