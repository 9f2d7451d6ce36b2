/**
 * Importing future appointments (docs/privacy.md#importing-appointments): per-row errors from the
 * domain's rules against the real agenda, a dry run that writes nothing, one transaction with new
 * patients and reminders, the clinic's own column choices, and an undo that restores the agenda.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../../test/sse-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { offerRows, slotRows, waitingPatients } from '../refill/refill-fixtures.ts';
import { at, type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';

const clock = new Date('2026-11-21T15:00:00Z');
let t: TestApp;
let c: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = await setUpClinic(t.app);
  await c.book(at('10:00'));
});
afterAll(async () => {
  await t.close();
});

function upload(clinic: Clinic, body: string, dryRun: boolean, columns?: Record<string, string>) {
  const query = columns ? `&columns=${encodeURIComponent(JSON.stringify(columns))}` : '';
  return t.app.inject({
    method: 'POST',
    url: `/api/imports/appointments?orgId=${clinic.member.orgId}&dryRun=${dryRun}${query}`,
    headers: { cookie: clinic.member.cookie, 'content-type': 'text/csv' },
    payload: body,
  });
}

async function agenda(clinic: Clinic) {
  const { rows } =
    await t.database.db.execute(sql`select to_char(a.starts_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at,
      c.name, c.phone, a.status, a.note
    from appointments a join customers c on c.id = a.customer_id
    where a.org_id = ${clinic.member.orgId} order by a.starts_at, c.phone`);
  return rows;
}

const file = [
  'Fecha;Hora;Servicio;Profesional;Paciente;Teléfono;Notas',
  '23/11/2026;09:00;consulta;Dra. Ana;;8888 7777;Control',
  '23/11/2026;11:00;Consulta;Dra. Ana;Marta Vega;8777 0001;',
  '24/11/2026;09:00;Consulta;Dra. Ana;Marta Vega;8777 0001;',
  '23/11/2026;09:00;Blanqueamiento;Dra. Ana;Luis;8777 0002;',
  '23/11/2026;09:00;Consulta;Dr. Nadie;Luis;8777 0002;',
  '23/11/2026;19:00;Consulta;Dra. Ana;Luis;8777 0002;',
  '23/11/2026;10:00;Consulta;Dra. Ana;Luis;8777 0002;',
  '23/11/2026;11:00;Consulta;Dra. Ana;Luis;8777 0002;',
].join('\n');

describe('POST /imports/appointments', () => {
  it('dry run: the mapping, per-row errors (unknown service, outside hours, overlaps) and nothing written', async () => {
    const before = await agenda(c);
    const res = await upload(c, file, true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: null, dryRun: true, rows: 8, created: 3, patientsCreated: 1, undoUntil: null });
    expect(body.mapping).toEqual({
      date: 'Fecha',
      time: 'Hora',
      service: 'Servicio',
      professional: 'Profesional',
      patientName: 'Paciente',
      patientPhone: 'Teléfono',
      notes: 'Notas',
    });
    expect(body.errors).toEqual([
      { row: 5, field: 'service', message: 'Servicio desconocido: «Blanqueamiento»' },
      { row: 6, field: 'professional', message: 'Profesional desconocido: «Dr. Nadie»' },
      { row: 7, field: 'time', message: 'Fuera del horario de atención' },
      { row: 8, field: 'time', message: 'Se superpone con otra cita (10:00–10:30)' },
      { row: 9, field: 'time', message: 'Se superpone con otra cita (11:00–11:30)' },
    ]);
    expect(body.preview[0]).toEqual({
      row: 2,
      cells: {
        date: '23/11/2026',
        time: '09:00',
        service: 'consulta',
        professional: 'Dra. Ana',
        patientName: '',
        patientPhone: '8888 7777',
        notes: 'Control',
      },
    });
    expect(await agenda(c)).toEqual(before);
  });

  it('imports in one transaction with the new patient and reminders, and undoes it', async () => {
    const before = await agenda(c);
    const patientsBefore = (await c.api.get('/api/customers?limit=100')).json().total;
    const res = await upload(c, file, false);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ created: 3, patientsCreated: 1, undoUntil: '2026-11-22T15:00:00.000Z' });
    expect(await agenda(c)).toEqual([
      { at: '2026-11-23 15:00', name: 'Ana Rojas', phone: '+50688887777', status: 'pending', note: 'Control' },
      { at: '2026-11-23 16:00', name: 'Ana Rojas', phone: '+50688887777', status: 'pending', note: '' },
      { at: '2026-11-23 17:00', name: 'Marta Vega', phone: '+50687770001', status: 'pending', note: '' },
      { at: '2026-11-24 15:00', name: 'Marta Vega', phone: '+50687770001', status: 'pending', note: '' },
    ]);
    const reminders = await t.database.db.execute(sql`select count(*)::int as n from scheduled_messages s
      join appointments a on a.id = s.appointment_id where a.import_id = ${res.json().id}`);
    expect(Number((reminders.rows[0] as { n: number }).n)).toBe(6);
    const audit = await c.api.get('/api/audit?action=import.created');
    expect(audit.json().items[0].changes).toMatchObject({ appointments: { after: 3 }, created: { after: 1 } });

    // An agenda open meanwhile is told to load its range again: the deleted rows leave no event.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const stream = await openSse(`http://127.0.0.1:${port}/api/agenda/stream?orgId=${c.member.orgId}`, {
      cookie: c.member.cookie,
    });
    await stream.waitFor((e) => e.event === 'ready');
    const undo = await c.api.del(`/api/imports/${res.json().id}`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ deleted: 1, appointments: 3 });
    await stream.waitFor((e) => e.event === 'refetch');
    stream.close();
    expect(await agenda(c)).toEqual(before);
    expect((await c.api.get('/api/customers?limit=100')).json().total).toBe(patientsBefore);
  });

  it('stops the offers of a freed slot that an imported row fills, as a booking there would', async () => {
    const clinic = await setUpClinic(t.app);
    await waitingPatients(clinic, 2);
    const appt = await clinic.book(at('10:00'));
    expect((await clinic.api.post('/api/scheduling/cancel', { apptId: appt.id })).statusCode).toBe(200);
    expect((await offerRows(t, clinic.member.orgId)).map((o) => o.status)).toEqual(['sent', 'sent']);
    const res = await upload(
      clinic,
      [
        'Fecha;Hora;Servicio;Profesional;Paciente;Teléfono',
        '23/11/2026;10:00;Consulta;Dra. Ana;Rosa Mora;8777 0009',
      ].join('\n'),
      false,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ created: 1 });
    expect((await slotRows(t, clinic.member.orgId)).map((s) => s.status)).toEqual(['rebooked']);
    expect((await offerRows(t, clinic.member.orgId)).map((o) => o.status)).toEqual(['superseded', 'superseded']);
  });

  it('reads the columns the clinic chose, and refuses to undo once an imported appointment changed', async () => {
    const custom = [
      'Día,Cuándo,Tratamiento,Doctora,Cliente,Celular',
      '25/11/2026,2:00 PM,Consulta,Dra. Ana,Rosa,87770005',
    ].join('\n');
    const guessed = await upload(c, custom, true);
    expect(guessed.statusCode).toBe(200);
    expect(guessed.json().errors).toEqual([{ row: 2, field: 'time', message: 'Falta la hora' }]);
    const chosen = { time: 'Cuándo', professional: 'Doctora' };
    const res = await upload(c, custom, false, chosen);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mapping).toMatchObject({
      date: 'Día',
      time: 'Cuándo',
      service: 'Tratamiento',
      professional: 'Doctora',
    });
    const { rows } = await t.database.db.execute(sql`select id from appointments where import_id = ${res.json().id}`);
    const cancel = await c.api.post('/api/scheduling/cancel', { apptId: (rows[0] as { id: string }).id });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const undo = await c.api.del(`/api/imports/${res.json().id}`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe('No se puede deshacer: 1 cita importada ya cambió en la agenda');
  });

  it('refuses what it cannot read, with a Spanish message', async () => {
    const noDate = await upload(c, 'servicio,telefono\nConsulta,88887777', true);
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().fields).toEqual({ file: 'No se encontró la columna de fecha en la primera fila' });
    const badColumns = await t.app.inject({
      method: 'POST',
      url: `/api/imports/appointments?orgId=${c.member.orgId}&columns=%7Bnope`,
      headers: { cookie: c.member.cookie, 'content-type': 'text/csv' },
      payload: 'fecha,telefono\n23/11/2026,88887777',
    });
    expect(badColumns.statusCode).toBe(400);
    expect(badColumns.json().fields).toEqual({ columns: 'Columnas inválidas' });
  });
});
