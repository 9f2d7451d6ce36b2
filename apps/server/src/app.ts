import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { panelPages } from './first-paint/panel-pages.ts';
import { resolveActor } from './http/actor.ts';
import { chosenOrgOf } from './http/chosen-org.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { logSerializers } from './http/log-serializers.ts';
import { registerPrivateCaching } from './http/private-caching.ts';
import { type AuthLimits, defaultAuthLimits, type Limit } from './http/rate-limit.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerRouteRegistry } from './http/route-registry.ts';
import { registerSameOriginCheck } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { plannerStatisticsJob } from './jobs/planner-statistics-job.ts';
import { createJobRunner, type JobRunner } from './jobs/runner.ts';
import { createWakeLoop } from './jobs/wake-loop.ts';
import { mailJob } from './mail/mail-job.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createAuth } from './modules/accounts/auth.ts';
import { resolveAuthSecret } from './modules/accounts/auth-secret.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { createAssistantResponder } from './modules/assistant/answer-with-assistant.ts';
import { createInterpreterStep } from './modules/assistant/interpret-inbound.ts';
import { createChatClient } from './modules/assistant/interpreter/chat-completions.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { type BookingLimits, defaultBookingLimits } from './modules/booking-page/issue-code.ts';
import { bookingPagePublicRoutes } from './modules/booking-page/page-routes.ts';
import { bookingPageRoutes, publicBookingRoutes } from './modules/booking-page/routes.ts';
import { bookingKeys } from './modules/booking-page/secrets.ts';
import { readBootstrap } from './modules/bootstrap/read-bootstrap.ts';
import { calendarFeedPublicRoutes, calendarFeedRoutes, defaultFeedLimit } from './modules/calendar-feeds/routes.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { campaignJob } from './modules/campaigns/send-campaign-messages.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { type ChannelService, createChannelService } from './modules/channel/channel-service.ts';
import { createGraphClient } from './modules/channel/graph/graph-client.ts';
import { channelRoutes } from './modules/channel/routes.ts';
import { createTokenBox, resolveTokenKey } from './modules/channel/token-crypto.ts';
import { resolveVerifyToken } from './modules/channel/verify-token.ts';
import { type DemoLimits, defaultDemoLimits, demoRoutes } from './modules/demo/routes.ts';
import { startDemoSweeper } from './modules/demo/sweep-demo-chats.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { importRoutes } from './modules/imports/routes.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { createMetrics } from './modules/metrics/metrics.ts';
import { registerMetrics } from './modules/metrics/routes.ts';
import { orgExportRoutes } from './modules/org-export/routes.ts';
import { orgRoutes } from './modules/orgs/routes.ts';
import { privacyNoticeRoutes } from './modules/privacy/notice-page.ts';
import { retentionJob } from './modules/privacy/retention.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { autoNoShowJob } from './modules/refill/auto-no-show-job.ts';
import { offerWaveJob } from './modules/refill/offer-wave-job.ts';
import { refillRoutes } from './modules/refill/routes.ts';
import { reminderRoutes } from './modules/reminders/routes.ts';
import { reminderJob } from './modules/reminders/send-reminders.ts';
import { planWeeklyReports } from './modules/reports/plan-weekly-reports.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { weeklyReportJob } from './modules/reports/send-weekly-reports.ts';
import { weeklyReportRoutes } from './modules/reports/weekly-report-routes.ts';
import { ScheduleCache } from './modules/scheduling/read-model/schedule-cache.ts';
import { schedulingRoutes } from './modules/scheduling/routes.ts';
import { seriesRoutes } from './modules/series/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { todayRoutes } from './modules/today/routes.ts';
import { waitlistRoutes } from './modules/waitlist/routes.ts';
import { closeEventStreams } from './realtime/event-stream.ts';
import { MemberStreams, registerMemberStreams } from './realtime/member-streams.ts';
import { registerSubscribers } from './subscribers.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder of the built web app; without it only the API is served. */
  webDist?: string;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Where mails go; defaults to SMTP_URL or the outbox folder. */
  mailer?: Mailer;
  /** Sign-in, sign-up and reset limits; tests lower them. */
  authLimits?: AuthLimits;
  /** Fetches of calendar feeds per client address; tests lower it. */
  calendarFeedLimit?: Limit;
  /** Chats started and messages sent in the public demo, per client address; tests lower them. */
  demoLimits?: DemoLimits;
  /** Codes and bookings of the public booking page per number, address and organisation; tests lower them. */
  bookingLimits?: BookingLimits;
  /** Where log lines go (default stdout); tests capture them to prove no secret is logged. */
  logStream?: NodeJS.WritableStream;
}

/** JSON bodies above this are refused with 413 before they are parsed. */
const BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP application without listening, so tests can drive it with inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      // Headers and errors are never logged whole: redact known secrets, serialize the rest safely.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: logSerializers,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: deps.config.trustProxy,
    // While shutting down, a request that still arrives on an open connection is served (with
    // Connection: close), not refused with 503: behind a proxy that would be a lost request.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.decorateRequest('actor', null);
  app.decorateRequest('orgId', '');
  app.decorateRequest('orgVersions', undefined);
  app.decorateRequest('member', null);
  app.decorate('orgScopedRoutes', []);
  const { pluginRoutes } = registerRouteRegistry(app);
  app.decorate('pluginRoutes', pluginRoutes);

  registerErrorHandling(app);
  // Who reacts to the verbs' events (docs/architecture.md#events).
  registerSubscribers();
  // The request's id, address and caller, for the audit log and the jobs it causes.
  registerRequestContext(app);
  // Open before the first stream is tracked, so no change of a member's access is missed.
  const memberStreams = new MemberStreams(deps.database, app.log);
  registerMemberStreams(app.server, memberStreams);
  app.addHook('onReady', async () => {
    await memberStreams.ready().catch((err: unknown) => app.log.warn({ err }, 'member access listener not started'));
  });
  app.addHook('onClose', async () => {
    await memberStreams.close();
  });
  const metrics = createMetrics(deps.database);
  registerMetrics(app, metrics, deps.config.metricsToken);
  // SIGTERM (main.ts) or a test's close: readiness answers 'draining', and the live streams end with
  // a retry hint (their clients reconnect to another instance) so the server's close does not
  // wait on them (docs/deploy.md#restarts).
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
    const closed = closeEventStreams(app.server);
    if (closed > 0) app.log.info({ streams: closed }, 'live streams closed with a retry hint');
  });
  registerPrivateCaching(app);
  registerSameOriginCheck(app, deps.config.publicUrl);

  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  // Before any route: `config: { idempotent: true }` is handled as each route is registered.
  registerIdempotency(app, { db, now });
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: deps.config.mail.smtpUrl,
      from: deps.config.mail.from,
      outboxDir: join(deps.config.dataDir, 'outbox'),
      log: app.log,
    });
  const secret = await resolveAuthSecret(db, deps.config.authSecret);
  const assistantCache = new ScheduleCache();
  // One wake loop for the instance's work apart from requests (docs/architecture.md#the-wake-loop):
  // the channel's sending and the job runner are its lanes.
  const wake = createWakeLoop({ database: deps.database, log: app.log, now });
  const channel = createChannelService({
    database: deps.database,
    loop: wake,
    // The chat receptionist answers after the reminders' words (docs/architecture.md#chat-receptionist).
    respond: metrics.timeTurns(
      createAssistantResponder({
        cache: assistantCache,
        publicUrl: deps.config.publicUrl,
        linkKey: bookingKeys(secret).links,
      }),
    ),
    // Its optional interpreter is asked before the turn's transaction (docs/architecture.md#the-optional-interpreter).
    ...(deps.config.interpreter
      ? {
          prepare: createInterpreterStep({
            cache: assistantCache,
            client: createChatClient(deps.config.interpreter),
            log: app.log,
          }),
        }
      : {}),
    ratePerSecond: deps.config.channel.ratePerSecond,
    graph: createGraphClient({ baseUrl: deps.config.channel.graphUrl }),
    tokenBox: createTokenBox(await resolveTokenKey(deps.config.channel.tokenKey, deps.config.dataDir)),
    log: app.log,
    now,
  });
  app.decorate('channel', channel);
  // Work apart from requests (docs/architecture.md#jobs): planned messages become queued ones (the
  // channel sends them), and mails go out over the mailer.
  const jobs = createJobRunner({
    database: deps.database,
    loop: wake,
    log: app.log,
    now,
    jobs: [mailJob(mailer)],
    planned: [
      reminderJob({ linkKey: bookingKeys(secret).links, publicUrl: deps.config.publicUrl }),
      campaignJob,
      weeklyReportJob({ publicUrl: deps.config.publicUrl }),
    ],
    // The refill's next waves of offers (docs/product.md#waitlist) and the nightly retention run.
    // On PGlite, also the planner statistics autovacuum keeps on PostgreSQL (db/planner-statistics.ts).
    timed: [
      offerWaveJob,
      retentionJob,
      autoNoShowJob,
      ...(deps.database.kind === 'pglite' ? [plannerStatisticsJob] : []),
    ],
    afterWork: () => channel.deliver(),
  });
  app.decorate('jobs', jobs);
  // The runner stops first: a round it finishes may still queue messages for the channel.
  app.addHook('onClose', async () => {
    await jobs.close();
    await channel.close();
    await wake.close();
  });
  // Organisations without a weekly report planned get one (docs/product.md#weekly-report); on ready,
  // so the demo seeded after buildApp is included.
  app.addHook('onReady', async () => {
    // A failure here must not stop the server: the next start, or the next report sent, plans again.
    await planWeeklyReports(db, now()).catch((err: unknown) =>
      app.log.error({ err }, 'planning weekly reports failed'),
    );
  });
  const verifyToken = await resolveVerifyToken(db, deps.config.channel.verifyToken);
  const auth = createAuth({ db, secret, config: deps.config, mailer, log: app.log });

  registerSecurityHeaders(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Recepta API', version: '0.1.0', description: 'API de agenda y recepcionista de Recepta' },
      servers: [{ url: deps.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await pluginRoutes(() => app.register(swaggerUi, { routePrefix: '/api/docs' }));

  await app.register(
    healthRoutes(deps.database, {
      dispatcherAlive: () => wake.alive(),
      draining: () => draining,
    }),
    { prefix: '/api' },
  );
  await app.register(
    accountRoutes({
      db,
      auth,
      limits: deps.authLimits ?? defaultAuthLimits,
      googleEnabled: deps.config.google !== undefined,
      now,
    }),
    { prefix: '/api' },
  );
  await app.register(orgRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(catalogRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(schedulingRoutes({ db, auth, now, database: deps.database }), { prefix: '/api' });
  await app.register(messagingRoutes({ db, auth, now, channel, database: deps.database }), { prefix: '/api' });
  await app.register(
    channelRoutes({
      db,
      auth,
      channel,
      now,
      publicUrl: deps.config.publicUrl,
      appSecret: deps.config.channel.appSecret,
      verifyToken,
    }),
    { prefix: '/api' },
  );
  await app.register(seriesRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(waitlistRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(refillRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(todayRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(teamRoutes({ db, auth, now, mailer, publicUrl: deps.config.publicUrl }), { prefix: '/api' });
  await app.register(auditRoutes({ db, auth }), { prefix: '/api' });
  await app.register(reminderRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(campaignRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(reportRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(weeklyReportRoutes({ db, auth }), { prefix: '/api' });
  await app.register(privacyRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(importRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(orgExportRoutes({ db, auth, now }), { prefix: '/api' });
  await app.register(calendarFeedRoutes({ db, auth, now, publicUrl: deps.config.publicUrl }), { prefix: '/api' });
  await app.register(demoRoutes({ db, channel, now, limits: deps.demoLimits ?? defaultDemoLimits }), {
    prefix: '/api',
  });
  // The public booking page (docs/api.md#the-booking-page): settings for staff, anonymous calls under
  // /api/public, and the server-rendered pages /r/{slug}, /m/{token} and /widget.js outside /api.
  const booking = {
    db,
    auth,
    now,
    publicUrl: deps.config.publicUrl,
    keys: bookingKeys(secret),
    cache: new ScheduleCache(),
    channel,
    limits: deps.bookingLimits ?? defaultBookingLimits,
  };
  await app.register(bookingPageRoutes(booking), { prefix: '/api' });
  await app.register(publicBookingRoutes(booking), { prefix: '/api' });
  await app.register(bookingPagePublicRoutes(booking));
  await app.register(privacyNoticeRoutes({ db }));
  const demoSweeper = startDemoSweeper({ db, now, log: app.log });
  app.decorate('demoSweep', demoSweeper.sweep);
  app.addHook('onClose', () => demoSweeper.stop());
  // Outside /api (calendar apps fetch it with no session), and before the app shell's fallback.
  await app.register(calendarFeedPublicRoutes({ db, now, limit: deps.calendarFeedLimit ?? defaultFeedLimit }));

  // A signed-in page load of the panel carries its session and organisation inside the HTML
  // (docs/architecture.md#loading-the-admin-panel): no /api/me round trip before the first screen.
  // /admin/agenda is its own route (first-paint/agenda-page.ts): it also starts the week's reads
  // before the app's code loads, or, with the web build's server bundle, comes drawn
  // (docs/architecture.md#the-server-draws-the-agenda).
  const pages = panelPages(app, deps.webDist, async (request) => {
    const actor = await resolveActor(request, db, auth);
    if (actor?.kind !== 'staff') return null;
    return { bootstrap: await readBootstrap(db, actor, chosenOrgOf(request)), now: now().getTime(), actor };
  });
  await registerSpa(app, deps.webDist, deps.config, pages);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The WhatsApp channel's in-process work (tests wait on channel.idle()). */
    channel: ChannelService;
    /** The job runner of this instance (tests kick it and wait on jobs.idle()). */
    jobs: JobRunner;
    /** Clears the demo chats older than a day now (it also runs on its own; tests call it after moving the clock). */
    demoSweep: () => Promise<number>;
    /** Readiness answers 'draining' from now on (SIGTERM, before the server stops accepting). */
    drain: () => void;
  }
}
