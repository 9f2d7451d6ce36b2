import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { orgScoped } from '../../http/org-scope.ts';
import { AgendaHub } from '../../realtime/agenda-hub.ts';
import type { Auth } from '../accounts/auth.ts';
import { actionRoutes } from './action-routes.ts';
import { agendaRoutes } from './agenda-routes.ts';
import { AgendaCache } from './read-model/agenda-cache.ts';
import { agendaSource } from './read-model/agenda-source.ts';
import { ScheduleCache } from './read-model/schedule-cache.ts';

export interface SchedulingDeps {
  db: Db;
  auth: Auth;
  now: () => Date;
  /** The live agenda LISTENs on it (PGlite instance or PostgreSQL pool settings). */
  database: Database;
}

/**
 * The scheduling API (docs/api.md#scheduling): agenda read and live stream (agenda-routes.ts);
 * availability, book, confirm, reschedule, cancel, no-show and staff creation from the agenda
 * (action-routes.ts). Every route is behind the org guard; every POST takes an Idempotency-Key.
 * Handlers only parse and delegate: the rules are the domain's, applied by one module function per verb.
 */
export function schedulingRoutes(deps: SchedulingDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const hub = new AgendaHub({ database: deps.database, source: agendaSource(db), log: app.log });
    const schedules = new ScheduleCache();
    const agendas = new AgendaCache();
    // Open streams would keep the HTTP server from closing; end them first, then stop listening.
    app.addHook('preClose', async () => hub.closeSubscribers());
    app.addHook('onClose', async () => hub.close());

    await orgScoped(app, deps, async (scoped) => {
      agendaRoutes(scoped, { db, hub, agendas });
      actionRoutes(scoped, { now, schedules });
    });
  };
}
