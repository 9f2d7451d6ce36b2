/**
 * The whole organisation as a ZIP (docs/privacy.md#exporting-the-organisation): exactly this
 * organisation's rows, in pages that miss and repeat nothing, owners only, audited, and the ZIP
 * brings the same patients into a fresh organisation.
 */
import { inertText, orgExportFiles, parseCsv } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { insertConversation } from '../messaging/messaging-fixtures.ts';
import { at, type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';
import { EXPORT_PAGE } from './write-org-export.ts';

const clock = new Date('2026-11-21T15:00:00Z');
let t: TestApp;
let a: Clinic;
let b: Clinic;
let conversationOfA: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  a = await setUpClinic(t.app, { name: 'Clínica Álamo' });
  b = await setUpClinic(t.app, { name: 'Clínica Vecina' });
  for (const [name, phone, notes] of [
    ['Lucía Mora', '+50688881111', 'Alérgica a la penicilina, "importante"'],
    ['=HYPERLINK("http://x")', '+50688882222', 'línea 1\nlínea 2'],
  ] as const) {
    const res = await a.api.post('/api/customers', { name, phone, notes });
    expect(res.statusCode, res.body).toBe(201);
  }
  await a.book(at('09:00'));
  await a.book(at('10:00'), { note: 'Primera vez' });
  await b.api.post('/api/customers', { name: 'Paciente de B', phone: '+50677771111' });
  await b.book(at('09:00'));
  await a.api.post(`/api/customers/${a.customerId}/consents`, { purpose: 'marketing', granted: true });
  await b.api.post(`/api/customers/${b.customerId}/consents`, { purpose: 'marketing', granted: false });
  conversationOfA = await insertConversation(t.database.db, {
    orgId: a.member.orgId,
    customerId: a.customerId,
    messages: [['in', 'Hola, ¿tienen cita el lunes?', new Date('2026-11-20T15:00:00Z')]],
  });
  await insertConversation(t.database.db, {
    orgId: b.member.orgId,
    customerId: b.customerId,
    messages: [['in', 'Mensaje secreto de B', new Date('2026-11-20T15:00:00Z')]],
  });
  // More messages than two pages, many at the same instant: the keyset must order ties by id.
  await t.database.db.execute(sql`insert into messages (org_id, conversation_id, direction, body, sent_at)
    select ${a.member.orgId}::uuid, ${conversationOfA}::uuid, 'in', 'Mensaje ' || n,
      timestamptz '2026-11-19 12:00:00.123456+00' + (n / 7) * interval '1 microsecond'
    from generate_series(1, ${2 * EXPORT_PAGE + 13}) as n`);
});
afterAll(async () => {
  await t.close();
});

async function exportOf(clinic: Clinic) {
  const res = await clinic.api.get('/api/export');
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const text = (name: string) => new TextDecoder().decode(files[name]);
  const csv = (name: string) => {
    const [header, ...rows] = parseCsv(text(name));
    return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i] ?? ''])));
  };
  return { res, files, text, csv };
}

const ids = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)).rows as { id: string }[]).map((r) => String(r.id)).sort();

describe('GET /export', () => {
  it('answers a ZIP of exactly this organisation’s rows, every message once', async () => {
    const { res, files, text, csv } = await exportOf(a);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="recepta-clinica-alamo-2026-11-21.zip"');
    expect(Object.keys(files).sort()).toEqual(Object.values(orgExportFiles).sort());
    const orgId = a.member.orgId;
    expect(
      csv(orgExportFiles.patients)
        .map((p) => p.Id)
        .sort(),
    ).toEqual(await ids(sql`select id from customers where org_id = ${orgId}`));
    expect(
      csv(orgExportFiles.appointments)
        .map((p) => p.Id)
        .sort(),
    ).toEqual(await ids(sql`select id from appointments where org_id = ${orgId}`));
    const messages = csv(orgExportFiles.messages).map((m) => m.Id);
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages.sort()).toEqual(await ids(sql`select id from messages where org_id = ${orgId}`));
    expect(messages.length).toBe(2 * EXPORT_PAGE + 14);
    expect(
      csv(orgExportFiles.consents)
        .map((c) => c.Id)
        .sort(),
    ).toEqual(await ids(sql`select id from consent_events where org_id = ${orgId}`));
    expect(csv(orgExportFiles.services).map((s) => s.Nombre)).toEqual(['Consulta']);
    expect(csv(orgExportFiles.professionals).map((s) => s.Nombre)).toEqual(['Dra. Ana']);
    // Nothing of the other organisation in any file.
    for (const name of Object.keys(files)) {
      for (const foreign of ['Paciente de B', 'Mensaje secreto de B', 'Clínica Vecina', b.member.orgId, b.customerId]) {
        expect(text(name), `${name} holds ${foreign}`).not.toContain(foreign);
      }
    }
    const appointment = csv(orgExportFiles.appointments).find((r) => r.Notas === 'Primera vez');
    expect(appointment).toMatchObject({
      Fecha: '2026-11-23',
      Hora: '10:00',
      'Duración (min)': '30',
      Servicio: 'Consulta',
      Profesional: 'Dra. Ana',
      Paciente: 'Ana Rojas',
      Teléfono: '+50688887777',
      Estado: 'pending',
      'Inicio (UTC)': '2026-11-23T16:00:00.000Z',
    });
    expect(JSON.parse(text(orgExportFiles.manifest))).toMatchObject({
      organization: { id: orgId, name: 'Clínica Álamo' },
      rows: { [orgExportFiles.patients]: 3, [orgExportFiles.messages]: 2 * EXPORT_PAGE + 14 },
    });
    expect(JSON.parse(text(orgExportFiles.catalogue)).services[0]).toMatchObject({ name: 'Consulta' });
  });

  it('is the owner’s alone, and each download is in the audit log', async () => {
    const admin = await signUp(t.app);
    await t.database.db.execute(
      sql`insert into memberships (org_id, user_id, role) values (${a.member.orgId}, ${admin.userId}, 'admin')`,
    );
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/export?orgId=${a.member.orgId}`,
      headers: { cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/export?orgId=${b.member.orgId}`,
      headers: { cookie: a.member.cookie },
    });
    expect(other.statusCode).toBe(403);
    await exportOf(a);
    const audit = await a.api.get('/api/audit?action=org.exported');
    expect(audit.json().items[0]).toMatchObject({
      action: 'org.exported',
      target: { kind: 'org', id: a.member.orgId },
      actor: { kind: 'user' },
    });
  });

  it('brings the same patients and appointments into a fresh organisation', async () => {
    const { res } = await exportOf(a);
    const fresh = await setUpClinic(t.app, { name: 'Clínica Nueva' });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/imports/customers?orgId=${fresh.member.orgId}&dryRun=false`,
      headers: { cookie: fresh.member.cookie, 'content-type': 'application/zip' },
      payload: res.rawPayload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const patients = async (clinic: Clinic, name = (n: string) => n) =>
      ((await clinic.api.get('/api/customers?limit=100')).json().items as Record<string, string>[])
        .map((p) => [name(p.name!), p.phone, p.notes])
        .sort();
    // The fresh organisation's own 'Ana Rojas' has the same number: a duplicate, not a second row.
    expect(upload.json()).toMatchObject({ created: 2, errors: [] });
    // A name a spreadsheet would run comes back as inert text ('=…), as every import stores it.
    expect(await patients(fresh)).toEqual(await patients(a, inertText));
    expect((await patients(fresh)).map((p) => p[0])).toContain('\'=HYPERLINK("http://x")');

    const appointments = await t.app.inject({
      method: 'POST',
      url: `/api/imports/appointments?orgId=${fresh.member.orgId}&dryRun=false`,
      headers: { cookie: fresh.member.cookie, 'content-type': 'application/zip' },
      payload: res.rawPayload,
    });
    expect(appointments.statusCode, appointments.body).toBe(201);
    expect(appointments.json()).toMatchObject({ created: 2, patientsCreated: 0, errors: [] });
    const agenda = async (clinic: Clinic) =>
      (
        await t.database.db.execute(sql`select a.starts_at, a.ends_at, a.status, a.note, s.name as service,
            r.name as professional, c.name as patient, c.phone
          from appointments a join services s on s.id = a.service_id join resources r on r.id = a.resource_id
          join customers c on c.id = a.customer_id
          where a.org_id = ${clinic.member.orgId} order by a.starts_at`)
      ).rows;
    expect(await agenda(fresh)).toEqual(await agenda(a));
  });
});
