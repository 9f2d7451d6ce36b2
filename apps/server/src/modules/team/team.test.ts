import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondConnection } from '../../../test/second-connection.ts';
import { openSse } from '../../../test/sse-client.ts';
import {
  asMember,
  createAppOn,
  createTestApp,
  signUp,
  signUpWithOrg,
  type TestApp,
  uniqueEmail,
} from '../../../test/test-app.ts';
import { recordAudit } from '../audit/record-audit.ts';

let now = new Date('2026-11-26T15:00:00Z');
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpWithOrg>>;
let resourceId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  owner = await signUpWithOrg(t.app, 'Clínica Equipo');
  const res = await asMember(t.app, owner).post('/api/resources', { name: 'Dra. Ana', locationId: owner.locationId });
  resourceId = res.json().id;
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (url: string) => url.split('/invitacion/')[1] as string;

async function invite(email: string, role = 'reception', extra: object = {}) {
  const res = await asMember(t.app, owner).post('/api/invitations', { email, role, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string; expiresAt: string; role: string };
}

const accept = (cookie: string, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/invitations/accept', headers: { cookie }, payload: { token } });

async function auditActions(): Promise<string[]> {
  const res = await asMember(t.app, owner).get('/api/audit');
  return (res.json().items as { action: string }[]).map((i) => i.action);
}

describe('invitations', () => {
  it('mails a single-use link that expires in 7 days; the invitee joins with its role', async () => {
    const email = uniqueEmail('recepcion');
    const inv = await invite(email);
    expect(new Date(inv.expiresAt).getTime() - now.getTime()).toBe(7 * 86_400_000);
    expect(t.mails.at(-1)).toMatchObject({ to: email, link: inv.url });
    expect(t.mails.at(-1)?.text).toContain('Recepción');
    const listed = await asMember(t.app, owner).get('/api/invitations');
    expect(listed.json().items.map((i: { id: string }) => i.id)).toContain(inv.id);
    expect(listed.body).not.toContain(tokenOf(inv.url));

    const person = await signUp(t.app, email);
    const res = await accept(person.cookie, tokenOf(inv.url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orgId: owner.orgId, role: 'reception' });
    const members = await asMember(t.app, owner).get('/api/members');
    expect(members.json().items).toContainEqual(expect.objectContaining({ email, role: 'reception' }));
    // Used: a second accept is a 404, and the invitation is no longer pending.
    expect((await accept(person.cookie, tokenOf(inv.url))).statusCode).toBe(404);
    expect((await asMember(t.app, owner).get('/api/invitations')).body).not.toContain(inv.id);
    expect(await auditActions()).toEqual(expect.arrayContaining(['invitation.created', 'invitation.accepted']));
  });

  it('refuses another email, a revoked link and an expired one, all as 404', async () => {
    const email = uniqueEmail('prof');
    const inv = await invite(email, 'professional', { resourceId });
    const stranger = await signUp(t.app);
    const wrong = await accept(stranger.cookie, tokenOf(inv.url));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe('not_found');

    const revoked = await invite(uniqueEmail('revocada'));
    expect((await asMember(t.app, owner).del(`/api/invitations/${revoked.id}`)).statusCode).toBe(204);
    const revokedPerson = await signUp(t.app, (t.mails.at(-1) as { to: string }).to);
    expect((await accept(revokedPerson.cookie, tokenOf(revoked.url))).statusCode).toBe(404);

    const invitee = await signUp(t.app, email);
    const saved = now;
    now = new Date(saved.getTime() + 7 * 86_400_000 + 1000);
    try {
      expect((await accept(invitee.cookie, tokenOf(inv.url))).statusCode).toBe(404);
    } finally {
      now = saved;
    }
    expect((await accept(invitee.cookie, tokenOf(inv.url))).statusCode).toBe(200);
  });

  it('lets one of two accepts of the same link at once through', async () => {
    const email = uniqueEmail('doble');
    const inv = await invite(email);
    const person = await signUp(t.app, email);
    const answers = await Promise.all([
      accept(person.cookie, tokenOf(inv.url)),
      accept(person.cookie, tokenOf(inv.url)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const { rows } = await t.database.db.execute(
      sql`select count(*)::int as n from memberships where org_id = ${owner.orgId} and user_id = ${person.userId}`,
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('resends with a new link: the old one stops working', async () => {
    const email = uniqueEmail('reenvio');
    const inv = await invite(email);
    const again = await asMember(t.app, owner).post(`/api/invitations/${inv.id}/resend`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().url).not.toBe(inv.url);
    const person = await signUp(t.app, email);
    expect((await accept(person.cookie, tokenOf(inv.url))).statusCode).toBe(404);
    expect((await accept(person.cookie, tokenOf(again.json().url))).statusCode).toBe(200);
  });

  it('requires a professional’s resource', async () => {
    const res = await asMember(t.app, owner).post('/api/invitations', { email: uniqueEmail(), role: 'professional' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.resourceId).toBeDefined();
  });
});

describe('members', () => {
  it('keeps the last owner: no demotion, no removal (409 last_owner)', async () => {
    const demote = await asMember(t.app, owner).put(`/api/members/${owner.userId}`, { role: 'admin' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe('last_owner');
    expect((await asMember(t.app, owner).del(`/api/members/${owner.userId}`)).json().error).toBe('last_owner');
  });

  it('changes a role, and a removed member is refused at once and their live agenda ends', async () => {
    const email = uniqueEmail('salida');
    const inv = await invite(email, 'admin');
    const person = await signUp(t.app, email);
    await accept(person.cookie, tokenOf(inv.url));
    const changed = await asMember(t.app, owner).put(`/api/members/${person.userId}`, {
      role: 'professional',
      resourceId,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'professional', resourceId });

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const stream = await openSse(
      `${base}/api/agenda/stream?orgId=${owner.orgId}&start=2026-11-23T00:00:00Z&end=2026-11-30T00:00:00Z`,
      { cookie: person.cookie },
    );
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'ready');
    const removed = await asMember(t.app, owner).del(`/api/members/${person.userId}`);
    expect(removed.statusCode).toBe(204);
    await stream.ended;
    const after = await asMember(t.app, { cookie: person.cookie, orgId: owner.orgId }).get('/api/today');
    expect(after.statusCode).toBe(403);
    expect(await auditActions()).toEqual(expect.arrayContaining(['member.role_changed', 'member.removed']));
  });
});

describe('a member removed on one instance', () => {
  it('loses their live streams on every other instance too', async () => {
    const second = await secondConnection(t.database);
    const other = await createAppOn(second.database, { now: () => now });
    try {
      const email = uniqueEmail('otra-instancia');
      const person = await signUp(t.app, email);
      expect((await accept(person.cookie, tokenOf((await invite(email)).url))).statusCode).toBe(200);
      await other.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(other.server.address() as { port: number }).port}`;
      const stream = await openSse(`${base}/api/conversations/stream?orgId=${owner.orgId}`, { cookie: person.cookie });
      expect(stream.status).toBe(200);
      await stream.waitFor((e) => e.event === 'ready');
      // Removed through this instance; the stream is held by the other one.
      expect((await asMember(t.app, owner).del(`/api/members/${person.userId}`)).statusCode).toBe(204);
      await stream.ended;
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('audit log', () => {
  it('cannot be changed or deleted, even by the database owner', async () => {
    await expect(t.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('keeps no row of a change that rolled back', async () => {
    const failing = t.database.db.transaction(async (tx) => {
      await recordAudit(tx, {
        orgId: owner.orgId,
        actor: { kind: 'system' },
        action: 'test.rolled_back',
        target: { kind: 'org', id: owner.orgId },
      });
      throw new Error('the change fails after its row was written');
    });
    await expect(failing).rejects.toThrow(/the change fails/);
    expect(await auditActions()).not.toContain('test.rolled_back');
    // A refused change writes nothing either.
    const before = (await auditActions()).length;
    expect((await asMember(t.app, owner).put(`/api/members/${owner.userId}`, { role: 'reception' })).statusCode).toBe(
      409,
    );
    expect((await auditActions()).length).toBe(before);
  });
});
