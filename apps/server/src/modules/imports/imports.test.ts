/**
 * Importing patients (docs/privacy.md#importing-patients): CSV and XLSX, columns by header, phones
 * to E.164, per-row errors, duplicates, formulas kept as inert text, a dry run that writes nothing,
 * and an undo that restores the list.
 */
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';
import { XLSX_TYPE } from './read-table.ts';
import { makeXlsx } from './xlsx-fixture.ts';

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

function upload(clinic: Clinic, body: string | Buffer, type: string, dryRun: boolean) {
  return t.app.inject({
    method: 'POST',
    url: `/api/imports/customers?orgId=${clinic.member.orgId}&dryRun=${dryRun}`,
    headers: { cookie: clinic.member.cookie, 'content-type': type },
    payload: body,
  });
}

async function patients(clinic: Clinic) {
  const res = await clinic.api.get('/api/customers?limit=100');
  return (res.json().items as { name: string; phone: string; notes: string }[])
    .map((p) => `${p.name} ${p.phone}`)
    .sort();
}

const csv = [
  'Nombre;Teléfono;Correo;Notas',
  'Lucía Mora;8888 1111;lucia@example.com;Prefiere tardes',
  'Sin Teléfono;;;',
  ';8888 2222;;',
  'Número Malo;12;;',
  'Ana Otra Vez;8888 7777;;',
  'Pedro Soto;+506 8888 3333;;',
  'Pedro Repetido;88883333;;',
  '=HYPERLINK("http://x.example","clic");8888 4444;;-2+3',
].join('\r\n');

describe('POST /imports/customers', () => {
  it('dry run: counts, errors per row and duplicates, and writes nothing', async () => {
    const before = await patients(c);
    const res = await upload(c, csv, 'text/csv', true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: null, dryRun: true, rows: 8, created: 3, undoUntil: null });
    expect(body.mapping).toEqual({ name: 'Nombre', phone: 'Teléfono', email: 'Correo', notes: 'Notas' });
    expect(body.errors).toEqual([
      { row: 3, field: 'phone', message: 'Falta el teléfono' },
      { row: 4, field: 'name', message: 'Falta el nombre' },
      { row: 5, field: 'phone', message: 'Teléfono inválido' },
    ]);
    expect(body.duplicates).toEqual([
      { row: 6, phone: '+50688887777', name: 'Ana Otra Vez', existing: true },
      { row: 8, phone: '+50688883333', name: 'Pedro Repetido', existing: false },
    ]);
    expect(body.preview[0]).toEqual({
      row: 2,
      name: 'Lucía Mora',
      phone: '8888 1111',
      email: 'lucia@example.com',
      notes: 'Prefiere tardes\nCorreo: lucia@example.com',
    });
    expect(await patients(c)).toEqual(before);
  });

  it('imports in one go, formulas as inert text, and undoes it', async () => {
    const before = await patients(c);
    const res = await upload(c, csv, 'text/csv; charset=utf-8', false);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.created).toBe(3);
    expect(body.undoUntil).toBe('2026-11-22T15:00:00.000Z');
    const list = (await c.api.get('/api/customers?limit=100')).json().items as {
      name: string;
      phone: string;
      notes: string;
    }[];
    expect(list.find((p) => p.phone === '+50688884444')).toMatchObject({
      name: '\'=HYPERLINK("http://x.example","clic")',
      notes: "'-2+3",
    });
    expect(list.find((p) => p.phone === '+50688881111')?.name).toBe('Lucía Mora');
    const undo = await c.api.del(`/api/imports/${body.id}`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ deleted: 3, appointments: 0 });
    expect(await patients(c)).toEqual(before);
    expect((await c.api.del(`/api/imports/${body.id}`)).statusCode).toBe(404);
  });

  it('reads XLSX (Google Contacts’ headers), takes stored values of formulas and never runs them', async () => {
    const file = makeXlsx([
      ['First Name', 'Last Name', 'Phone 1 - Value', 'Notes'],
      ['Marta', 'Ruiz', '8777 0001', ''],
      ['Jorge', 'Díaz', 50687770002, { formula: '1+1', cached: '2' }],
      [{ formula: 'CONCAT("a","b")', cached: 'ab' }, 'Cálculo', '8777 0003', '@SUM(A1)'],
    ]);
    const res = await upload(c, file, XLSX_TYPE, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 3, errors: [], duplicates: [] });
    expect(
      res.json().preview.map((p: { name: string; phone: string; notes: string }) => [p.name, p.phone, p.notes]),
    ).toEqual([
      ['Marta Ruiz', '8777 0001', ''],
      ['Jorge Díaz', '50687770002', '2'],
      ['ab Cálculo', '8777 0003', "'@SUM(A1)"],
    ]);
  });

  it('reads Google Contacts’ export with its preset: name parts joined, the mobile number taken', async () => {
    const google = [
      'First Name,Middle Name,Last Name,Nickname,Notes,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value',
      'María,José,Vega,,Alérgica,* Home,mj@example.com,Home,2222 0000,Mobile,8777 1111 ::: 8777 2222',
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/imports/customers?orgId=${c.member.orgId}&dryRun=true&preset=google`,
      headers: { cookie: c.member.cookie, 'content-type': 'text/csv' },
      payload: google,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().preview).toEqual([
      {
        row: 2,
        name: 'María José Vega',
        phone: '8777 1111',
        email: 'mj@example.com',
        notes: 'Alérgica\nCorreo: mj@example.com',
      },
    ]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/imports/customers?orgId=${c.member.orgId}&preset=agendapro`,
      headers: { cookie: c.member.cookie, 'content-type': 'text/csv' },
      payload: google,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses what it cannot read, with a Spanish message', async () => {
    const noPhone = await upload(c, 'nombre,ciudad\nAna,San José', 'text/csv', true);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().fields).toEqual({ file: 'No se encontró la columna de teléfono en la primera fila' });
    const broken = await upload(c, Buffer.from('PK\u0003\u0004nothing'), XLSX_TYPE, true);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields.file).toBe('El archivo Excel está dañado o no es .xlsx');
    const otherZip = await upload(c, Buffer.from(zipSync({ 'otra.csv': strToU8('a,b') })), 'application/zip', true);
    expect(otherZip.statusCode).toBe(400);
    expect(otherZip.json().fields.file).toBe('El ZIP no contiene pacientes.csv');
    const notZip = await upload(c, Buffer.from('PK\u0003\u0004roto'), 'application/zip', true);
    expect(notZip.statusCode).toBe(400);
    // A workbook sent as a ZIP is still read as Excel.
    const workbook = makeXlsx([
      ['Nombre', 'Teléfono'],
      ['Eva Luna', '8777 0009'],
    ]);
    const asZip = await upload(c, workbook, 'application/zip', true);
    expect(asZip.statusCode, asZip.body).toBe(200);
    expect(asZip.json().created).toBe(1);
    const json = await c.api.post('/api/imports/customers?dryRun=true', { name: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('refuses to undo once an imported patient has an appointment, or after 24 hours', async () => {
    const res = await upload(c, 'nombre,telefono\nRosa Vega,8999 0001\nLuis Vega,8999 0002', 'text/csv', false);
    const id = res.json().id;
    const rosa = ((await c.api.get('/api/customers?q=Rosa')).json().items as { id: string }[])[0]!.id;
    await c.book('2026-11-23T09:00:00-06:00', { customerId: rosa });
    const undo = await c.api.del(`/api/imports/${id}`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe('No se puede deshacer: 1 paciente importado ya tiene citas o mensajes');
    const late = await upload(c, 'nombre,telefono\nTardío,8999 0003', 'text/csv', false);
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    const tooLate = await c.api.del(`/api/imports/${late.json().id}`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe('Ya pasaron 24 horas: esta importación no se puede deshacer');
  });

  it('imports 10,000 rows', async () => {
    const other = await setUpClinic(t.app, { name: 'Clínica Grande' });
    const lines = ['nombre,celular,email'];
    for (let i = 0; i < 10_000; i++) lines.push(`Paciente ${i},+50689${String(i).padStart(6, '0')},p${i}@example.com`);
    const file = lines.join('\n');
    const started = performance.now();
    const res = await upload(other, file, 'text/csv', false);
    const ms = performance.now() - started;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json()).toMatchObject({ created: 10_000, errors: [], duplicates: [] });
    expect((await other.api.get('/api/customers?limit=1')).json().total).toBe(10_001);
    // A figure for docs/benchmarks.md, not an assertion (the machine is shared).
    console.info(`import of 10,000 rows (${(file.length / 1024).toFixed(0)} KiB): ${ms.toFixed(0)} ms`);
  });
});
