import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { AuthLimits, Limit } from '../src/http/rate-limit.ts';
import type { Mail, Mailer } from '../src/mail/mailer.ts';
import type { BookingLimits } from '../src/modules/booking-page/issue-code.ts';
import type { DemoLimits } from '../src/modules/demo/routes.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Mails the app sent, oldest first. */
  mails: Mail[];
  /** Every log line the app wrote (JSON strings), at the level asked for. */
  logs: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  webDist?: string;
  env?: Record<string, string>;
  config?: Partial<Config>;
  authLimits?: AuthLimits;
  calendarFeedLimit?: Limit;
  demoLimits?: DemoLimits;
  bookingLimits?: BookingLimits;
  now?: () => Date;
  /** Where mails go instead of the recorded list (`mails` then stays empty), e.g. a real SMTP mailer. */
  mailer?: Mailer;
}

/**
 * Settings of every test app: quiet, no demo, and a fixed key for channel tokens, so no test writes
 * a key file into the working folder (DATA_DIR).
 */
const testEnv = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', CHANNEL_TOKEN_KEY: 'ab'.repeat(32) };

/** The real application on a fresh database, driven through inject() (no socket). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = { ...loadConfig({ ...testEnv, ...options.env }), ...options.config };
  const mails: Mail[] = [];
  const logs: string[] = [];
  const app = await buildApp({
    config,
    database,
    mailer: options.mailer ?? {
      async send(mail) {
        mails.push(mail);
      },
    },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
    ...(options.webDist ? { webDist: options.webDist } : {}),
    ...(options.authLimits ? { authLimits: options.authLimits } : {}),
    ...(options.calendarFeedLimit ? { calendarFeedLimit: options.calendarFeedLimit } : {}),
    ...(options.demoLimits ? { demoLimits: options.demoLimits } : {}),
    ...(options.bookingLimits ? { bookingLimits: options.bookingLimits } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    mails,
    logs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The session cookie a response set, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const session = list.find((c) => c.startsWith('better-auth.session_token='));
  if (!session) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return session.split(';')[0] as string;
}

let counter = 0;
/** A unique address per call, so tests in one database never collide. */
export function uniqueEmail(prefix = 'staff'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@clinica.test`;
}

/** Registers a staff account and returns its cookie. */
export async function signUp(app: FastifyInstance, email = uniqueEmail(), password = 'secreto123') {
  const res = await app.inject({ method: 'POST', url: '/api/account/register', payload: { email, password } });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { email, password, cookie: sessionCookie(res), userId: res.json().user.id as string };
}

/** Registers a staff account with its own organisation. */
export async function signUpWithOrg(app: FastifyInstance, orgName = 'Clínica Prueba') {
  const user = await signUp(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/catalog/initOrg',
    headers: { cookie: user.cookie },
    payload: { name: orgName, locationName: 'San José', tz: 'America/Costa_Rica' },
  });
  if (res.statusCode !== 201) throw new Error(`initOrg failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { org: { id: string; name: string }; location: { id: string } };
  return { ...user, orgId: body.org.id, locationId: body.location.id };
}

/** Calls the API as one signed-in member of one organisation (orgId added to every URL). */
export function asMember(app: FastifyInstance, member: { cookie: string; orgId: string }) {
  const withOrg = (url: string) => `${url}${url.includes('?') ? '&' : '?'}orgId=${member.orgId}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: withOrg(url),
      headers: { cookie: member.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

/** One more app (server instance) on an existing database, e.g. from secondConnection(). */
export async function createAppOn(database: Database, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = { ...loadConfig({ ...testEnv, ...options.env }), ...options.config };
  const app = await buildApp({
    config,
    database,
    mailer: options.mailer ?? { async send() {} },
    ...(options.demoLimits ? { demoLimits: options.demoLimits } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return app;
}
