/**
 * Logs carry ids, codes and timings, never personal data or secrets (issue 11). A failed query used
 * to be logged with its SQL parameters: a customer's name and phone, an API key's hash. The
 * database is broken on purpose (tables renamed away) so that the routes fail inside the query.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithOrg, type TestApp } from './test-app.ts';

let t: TestApp;
let member: Awaited<ReturnType<typeof signUpWithOrg>>;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
  member = await signUpWithOrg(t.app);
  await t.database.db.execute(sql`alter table customers rename to customers_gone`);
  await t.database.db.execute(sql`alter table api_keys rename to api_keys_gone`);
});
afterAll(async () => {
  await t.database.db.execute(sql`alter table customers_gone rename to customers`);
  await t.database.db.execute(sql`alter table api_keys_gone rename to api_keys`);
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}orgId=${member.orgId}`,
    headers: { cookie: member.cookie },
    ...(payload ? { payload } : {}),
  });

describe('logs of failed queries', () => {
  it('hold the error code and request id, but no name, phone or search term', async () => {
    const created = await call('POST', '/api/customers', { name: 'Rigoberta Quesada', phone: '+50688871234' });
    expect(created.statusCode).toBe(500);
    expect(created.json()).toEqual({ error: 'internal_error', message: expect.any(String) });
    const searched = await call('GET', '/api/customers?q=Zacarias');
    expect(searched.statusCode).toBe(500);

    const logs = t.logs.join('\n');
    const failures = t.logs.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'unhandled error');
    expect(failures).toHaveLength(2);
    // Still useful: which request, and what PostgreSQL said (42P01: no such table).
    expect(failures[0].reqId).toBe(created.headers['x-request-id']);
    expect(JSON.stringify(failures[0].err)).toContain('42P01');
    for (const secret of ['Rigoberta', 'Quesada', '88871234', 'Zacarias']) expect(logs).not.toContain(secret);
  });

  it('hold no API key prefix or hash when creating a key fails', async () => {
    const res = await call('POST', `/api/orgs/${member.orgId}/api-keys`, { name: 'Recepcionista' });
    expect(res.statusCode).toBe(500);
    const logs = t.logs.join('\n');
    expect(logs).toContain('unhandled error');
    // A SHA-256 hash is 64 hex digits; keys start with their prefix.
    expect(logs).not.toMatch(/[0-9a-f]{64}/);
    expect(logs).not.toMatch(/\brk_[A-Za-z0-9_-]{7}/);
  });
});
