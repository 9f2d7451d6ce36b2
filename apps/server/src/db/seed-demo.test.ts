import { seedTemplates } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app.ts';
import { demoAccount, demoFormerPatients } from './demo-data.ts';
import { seedDemo } from './seed-demo.ts';

let t: TestApp;
const now = new Date('2026-11-25T15:00:00Z'); // a Wednesday, 09:00 in San José

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = async (query: ReturnType<typeof sql>) => Number((await t.database.db.execute(query)).rows[0]?.n);

describe('demo seed', () => {
  it('seeds Clínica Demo once, with a week of appointments, and its account signs in', async () => {
    expect(await seedDemo(t.database.db, now)).toEqual({ seeded: true });
    expect(await seedDemo(t.database.db, now)).toEqual({ seeded: false });

    expect(await count(sql`select count(*)::int as n from orgs where name = 'Clínica Demo'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from services where name = 'Limpieza dental'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from blocks`)).toBe(2);
    // Every template a new organisation gets (the domain's list), the no-show follow-up's among them.
    expect(await count(sql`select count(*)::int as n from message_templates`)).toBe(seedTemplates.length);
    expect(seedTemplates.map((x) => x.name)).toContain('seguimiento_inasistencia');
    expect(await count(sql`select count(*)::int as n from conversations`)).toBeGreaterThanOrEqual(3);
    // Appointments fall in the week of `now` (Monday 23 to Sunday 29 November, San José)…
    expect(await count(sql`select count(*)::int as n from appointments`)).toBeGreaterThan(40);
    // …except one visit, months ago, of each former patient (a campaign's audience).
    expect(
      await count(sql`select count(*)::int as n from appointments
        where starts_at < '2026-11-23T06:00:00Z' or ends_at > '2026-11-30T06:00:00Z'`),
    ).toBe(demoFormerPatients.length);
    expect(
      await count(sql`select count(*)::int as n from appointments
        where starts_at < ${new Date(now.getTime() - 90 * 86_400_000).toISOString()}::timestamptz`),
    ).toBe(demoFormerPatients.length);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: demoAccount.email, password: demoAccount.password },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(login) } });
    expect(me.json().orgs).toEqual([expect.objectContaining({ name: 'Clínica Demo' })]);
  });
});
