/**
 * Permission figures (issue 32, docs/benchmarks.md#permissions): what roles cost a request.
 * 1. The decision the org guard adds to every request (packages/domain permissions.ts roleCan and
 *    keyCan over every action), per call, in batches of 1,000 (one call is below the timer's grain).
 *    Target: ≤ 0.5 ms p95 added to a request.
 * 2. Whole requests on PGlite through the app (inject, no socket) as each role: Servicios (prices
 *    left out for Recepción and Profesional) and Pacientes (a Profesional sees only the patients
 *    they attend: one more condition in the query), with the owner's figure as the baseline in
 *    the same run. It prints figures and never fails on one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Action, actions, keyCan, roleCan, roles } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { line, percentiles, timed } from './lib/measure.ts';
import { fmt } from './lib/server.ts';

const CALLS = 2_000;
const PATIENTS = 2_000;

interface Member {
  cookie: string;
  orgId: string;
}

/** A new account signed in: its session cookie. */
async function signUp(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/register',
    payload: { email, password: 'secreto123' },
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const raw = res.headers['set-cookie'];
  const cookie = (Array.isArray(raw) ? raw : [raw ?? '']).find((c) => c.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error('register: no session cookie');
  return cookie.split(';')[0]!;
}

function asMember(app: FastifyInstance, member: Member) {
  const url = (path: string) => `${path}${path.includes('?') ? '&' : '?'}orgId=${member.orgId}`;
  return {
    get: (path: string) => app.inject({ method: 'GET', url: url(path), headers: { cookie: member.cookie } }),
    post: (path: string, payload: object) =>
      app.inject({ method: 'POST', url: url(path), headers: { cookie: member.cookie }, payload }),
  };
}

function decisionFigures(): string {
  const all = actions as readonly Action[];
  const batches: number[] = [];
  let allowed = 0;
  for (let b = 0; b < 2_000; b++) {
    const t0 = performance.now();
    for (let i = 0; i < 1_000; i++) {
      const action = all[(b + i) % all.length]!;
      if (roleCan(roles[i % roles.length]!, action)) allowed++;
      if (keyCan(['read', 'scheduling'], action)) allowed++;
    }
    batches.push((performance.now() - t0) / 1_000);
  }
  const { p50, p95 } = percentiles(batches);
  return `p50 ${fmt(p50 * 1000, 3)} µs, p95 ${fmt(p95 * 1000, 3)} µs per call (${allowed} of ${2_000 * 1_000 * 2} allowed; target ≤ 0.5 ms p95)`;
}

async function joinAs(
  app: FastifyInstance,
  owner: { cookie: string; orgId: string },
  role: string,
  resourceId?: string,
) {
  const email = `${role}.${Date.now()}@example.com`;
  const invited = await asMember(app, owner).post('/api/invitations', {
    email,
    role,
    ...(resourceId ? { resourceId } : {}),
  });
  if (invited.statusCode !== 201) throw new Error(`invite ${role}: ${invited.statusCode} ${invited.body}`);
  const { url } = invited.json() as { url: string };
  const cookie = await signUp(app, email);
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: { cookie },
    payload: { token: url.split('/invitacion/')[1] },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept ${role}: ${accepted.statusCode} ${accepted.body}`);
  return { cookie, orgId: owner.orgId };
}

export async function benchPermissions(): Promise<void> {
  console.log(
    `\n## Permissions (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  line('permission decision (roleCan + keyCan)', decisionFigures());
  const dir = mkdtempSync(join(tmpdir(), 'recepta-bench-perm-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'db') });
  await migrateDatabase(database);
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir }),
    database,
    mailer: { async send() {} },
  });
  try {
    const cookie = await signUp(app, `owner.${Date.now()}@example.com`);
    const created = await app.inject({
      method: 'POST',
      url: '/api/catalog/initOrg',
      headers: { cookie },
      payload: { name: 'Permisos', locationName: 'San José', tz: 'America/Costa_Rica' },
    });
    const { org, location } = created.json() as { org: { id: string }; location: { id: string } };
    const owner = { cookie, orgId: org.id };
    const as = asMember(app, owner);
    const resource = await as.post('/api/resources', { name: 'Dra. Banco', locationId: location.id });
    const resourceId = (resource.json() as { id: string }).id;
    for (let i = 0; i < 10; i++)
      await as.post('/api/services', { name: `Servicio ${i}`, durationMin: 30, price: 1000 * i });
    for (let i = 0; i < PATIENTS; i++) {
      await as.post('/api/customers', { name: `Paciente ${i}`, phone: `+5068${String(1_000_000 + i)}` });
    }
    const members = {
      owner,
      reception: await joinAs(app, owner, 'reception'),
      professional: await joinAs(app, owner, 'professional', resourceId),
    };
    for (const [path, label] of [
      ['/api/services', 'Servicios'],
      ['/api/customers?limit=50', `Pacientes (50 of ${PATIENTS})`],
    ] as const) {
      let baseline = Number.NaN;
      for (const [role, member] of Object.entries(members)) {
        const client = asMember(app, member);
        const times = await timed(CALLS, async () => {
          const res = await client.get(path);
          if (res.statusCode !== 200) throw new Error(`${role} ${path}: ${res.statusCode} ${res.body}`);
        });
        const { p50, p95 } = percentiles(times);
        if (role === 'owner') baseline = p95;
        const ratio = role === 'owner' ? 'baseline' : `${fmt(p95 / baseline, 2)}× the owner's p95`;
        line(`${label} as ${role}`, `p50 ${fmt(p50, 2)} ms, p95 ${fmt(p95, 2)} ms (${ratio}, ${CALLS} calls)`);
      }
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
