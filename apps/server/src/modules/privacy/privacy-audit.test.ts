/**
 * Every privacy step leaves its audit row (docs/privacy.md#audit): a patient's export, erasure, reads
 * of held records, consent changes, imports and their undo, privacy settings, rights requests; and
 * SALIR (or staff's opt-out) records the consent withdrawn in the same transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';

let clock = new Date('2026-11-21T15:00:00Z');
let t: TestApp;
let c: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = await setUpClinic(t.app);
});
afterAll(async () => {
  await t.close();
});

type Row = {
  action: string;
  actor: { kind: string; id?: string };
  target: { kind: string; id: string };
  changes?: Record<string, { before?: unknown; after?: unknown }>;
};
async function newest(): Promise<Row> {
  const res = await c.api.get('/api/audit');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items[0];
}
const tick = () => {
  clock = new Date(clock.getTime() + 1000);
};
async function consents(customerId: string) {
  const res = await c.api.get(`/api/customers/${customerId}/consents`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { purpose: string; granted: boolean; via: string; wording: string }[];
}

describe('audit rows of privacy steps', () => {
  it('records consent changes, exports, held reads, settings and rights requests', async () => {
    const staff = { kind: 'user', id: c.member.userId };
    tick();
    await c.api.post(`/api/customers/${c.customerId}/consents`, { purpose: 'marketing', granted: true });
    expect(await newest()).toMatchObject({
      action: 'consent.granted',
      actor: staff,
      target: { kind: 'consent' },
      changes: { purpose: { after: 'marketing' }, via: { after: 'reception' } },
    });
    tick();
    expect((await c.api.get(`/api/customers/${c.customerId}/export`)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'patient.exported', target: { id: c.customerId } });
    tick();
    expect((await c.api.get('/api/privacy/holds')).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'privacy_holds.read', actor: staff });
    tick();
    await c.api.put('/api/privacy', { country: 'CL', notice: { clinicName: 'Clínica Prueba' } });
    expect(await newest()).toMatchObject({
      action: 'privacy.changed',
      changes: { country: { before: null, after: 'CL' } },
    });
    tick();
    // The same settings again change nothing: no second row.
    const same = await c.api.put('/api/privacy', { country: 'CL', notice: { clinicName: 'Clínica Prueba' } });
    expect(same.statusCode).toBe(200);
    tick();
    const request = await c.api.post('/api/rights-requests', { customerId: c.customerId, kind: 'access' });
    expect(request.statusCode, request.body).toBe(201);
    expect(await newest()).toMatchObject({
      action: 'rights_request.created',
      target: { kind: 'rights_request', id: request.json().id },
    });
    tick();
    await c.api.post(`/api/rights-requests/${request.json().id}/done`, {});
    expect(await newest()).toMatchObject({ action: 'rights_request.closed' });
    // Closing again changes nothing and writes no second row.
    tick();
    await c.api.post(`/api/rights-requests/${request.json().id}/done`, {});
    const all = (await c.api.get('/api/audit')).json().items as Row[];
    expect(all.filter((r) => r.action === 'rights_request.closed')).toHaveLength(1);
    expect(all.filter((r) => r.action === 'privacy.changed')).toHaveLength(1);
  });

  it('records an import and its undo', async () => {
    tick();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/imports/customers?orgId=${c.member.orgId}&dryRun=false`,
      headers: { cookie: c.member.cookie, 'content-type': 'text/csv' },
      payload: 'nombre,telefono\nLuis Mora,+50688881111\nLuis Mora bis,+50688881111\n',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await newest()).toMatchObject({
      action: 'import.created',
      target: { kind: 'import', id: res.json().id },
      changes: { created: { after: 1 }, duplicates: { after: 1 } },
    });
    tick();
    expect((await c.api.del(`/api/imports/${res.json().id}`)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'import.undone', changes: { deleted: { after: 1 } } });
  });

  it('records an erasure with counts and no name', async () => {
    const id = (await c.api.post('/api/customers', { name: 'Rita Solano', phone: '+50661113333' })).json().id;
    tick();
    expect((await c.api.post(`/api/customers/${id}/erase`, {})).statusCode).toBe(200);
    const row = await newest();
    expect(row).toMatchObject({ action: 'patient.erased', target: { kind: 'customer', id } });
    expect(JSON.stringify(row)).not.toContain('Rita');
  });
});

describe('opting out records the consent', () => {
  it('SALIR withdraws reminders and campaigns through the chat, written by the patient', async () => {
    tick();
    const res = await c.api.post('/api/channel/sandbox/inbound', { from: '+50688887777', text: 'SALIR' });
    expect(res.statusCode).toBe(202);
    await t.app.channel.idle();
    const events = await consents(c.customerId);
    expect(events.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'service', granted: false, via: 'chat' }),
        expect.objectContaining({ purpose: 'marketing', granted: false, via: 'chat' }),
      ]),
    );
    expect(events[0]!.wording).toContain('SALIR');
    expect(await newest()).toMatchObject({ action: 'consent.withdrawn', actor: { kind: 'patient' } });

    // VOLVER gives the reminders back, not the campaigns.
    tick();
    await c.api.post('/api/channel/sandbox/inbound', { from: '+50688887777', text: 'VOLVER' });
    await t.app.channel.idle();
    const after = await consents(c.customerId);
    expect(after[0]).toMatchObject({ purpose: 'service', granted: true, via: 'chat' });
    expect(after.filter((e) => e.purpose === 'marketing')[0]).toMatchObject({ granted: false });
  });

  it('staff opting a patient out on the patient page records it as said at reception', async () => {
    const id = (await c.api.post('/api/customers', { name: 'Beto Vargas', phone: '+50677776666' })).json().id;
    tick();
    expect((await c.api.post(`/api/customers/${id}/opt-out`, {})).statusCode).toBe(200);
    const events = await consents(id);
    expect(events.map((e) => `${e.purpose} ${e.granted} ${e.via}`).sort()).toEqual([
      'marketing false reception',
      'service false reception',
    ]);
    // Already out: nothing changes, nothing is recorded.
    tick();
    await c.api.post(`/api/customers/${id}/opt-out`, {});
    expect(await consents(id)).toHaveLength(2);
  });
});
