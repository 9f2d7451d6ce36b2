import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../scheduling/config.ts';
import { appt, at, CR } from '../scheduling/test-fixtures.ts';
import type { Config } from '../scheduling/types.ts';
import {
  type ImportCatalogue,
  mapAppointmentColumns,
  parseImportDate,
  parseImportStatus,
  parseImportTime,
  planAppointmentImport,
} from './import-appointments.ts';
import { orgExportHeaders } from './org-export.ts';

describe('reading dates and times as clinics write them', () => {
  it('reads ISO and day-first dates, with a time after them, and refuses impossible ones', () => {
    expect(parseImportDate('2026-11-23')).toEqual({ date: '2026-11-23' });
    expect(parseImportDate('23/11/2026')).toEqual({ date: '2026-11-23' });
    expect(parseImportDate('3-2-2027')).toEqual({ date: '2027-02-03' });
    expect(parseImportDate('23.11.26')).toEqual({ date: '2026-11-23' });
    expect(parseImportDate('23/11/2026 09:30')).toEqual({ date: '2026-11-23', time: '09:30' });
    expect(parseImportDate('2026-11-23T09:30')).toEqual({ date: '2026-11-23', time: '09:30' });
    expect(parseImportDate('31/02/2026')).toBeUndefined();
    expect(parseImportDate('11/23/2026')).toBeUndefined();
    expect(parseImportDate('mañana')).toBeUndefined();
  });

  it('reads 24-hour, a.m./p.m. and spreadsheet-fraction times', () => {
    expect(parseImportTime('09:30')).toBe(570);
    expect(parseImportTime('9:30:00')).toBe(570);
    expect(parseImportTime('14h30')).toBe(870);
    expect(parseImportTime('2:00 PM')).toBe(840);
    expect(parseImportTime('12:15 a. m.')).toBe(15);
    expect(parseImportTime('12:00 p.m.')).toBe(720);
    expect(parseImportTime('0.375')).toBe(540);
    expect(parseImportTime('9')).toBeUndefined();
    expect(parseImportTime('25:00')).toBeUndefined();
    expect(parseImportTime('13:00 pm')).toBeUndefined();
  });

  it('takes live statuses in and leaves cancelled and missed ones out', () => {
    expect(parseImportStatus('')).toBe('pending');
    expect(parseImportStatus('Confirmada')).toBe('CONFIRMED');
    expect(parseImportStatus('CONFIRMED')).toBe('CONFIRMED');
    expect(parseImportStatus('Cancelada')).toBe('skip');
    expect(parseImportStatus('no_show')).toBe('skip');
    expect(parseImportStatus('quizás')).toBeUndefined();
  });
});

describe('mapAppointmentColumns', () => {
  it('recognises a Recepta export’s headers', () => {
    const headers = [...orgExportHeaders.appointments];
    const m = mapAppointmentColumns(headers);
    expect(Object.fromEntries(Object.entries(m).map(([field, i]) => [field, headers[i!]]))).toEqual({
      date: 'Fecha',
      time: 'Hora',
      duration: 'Duración (min)',
      service: 'Servicio',
      professional: 'Profesional',
      patientName: 'Paciente',
      patientPhone: 'Teléfono',
      status: 'Estado',
      notes: 'Notas',
    });
  });

  it('lets the clinic choose a column for a field, which no known header then takes', () => {
    const headers = ['Día', 'Cliente', 'Motivo', 'Nombre'];
    expect(mapAppointmentColumns(headers)).toEqual({ date: 0, patientName: 1, service: 2 });
    expect(mapAppointmentColumns(headers, { patientName: 'Nombre', service: 'Cliente' })).toEqual({
      date: 0,
      patientName: 3,
      service: 1,
    });
  });
});

describe('planAppointmentImport', () => {
  const monday = '2026-11-23';
  const catalogue = (extra: Partial<ImportCatalogue> = {}): ImportCatalogue => ({
    services: [
      { id: 's1', name: 'Limpieza dental', durationMin: 30 },
      { id: 's2', name: 'Ortodoncia', durationMin: 60 },
    ],
    resources: [
      { id: 'r1', name: 'Dra. Ana Ruiz', active: true, locationId: 'l1', tz: CR },
      { id: 'r2', name: 'Dr. Luis Soto', active: true, locationId: 'l1', tz: CR },
    ],
    config: { ...defaultConfig } as Config,
    blocks: [{ id: 'b1', kind: 'daily', resourceId: null, startTime: '12:00', endTime: '13:00', reason: 'Almuerzo' }],
    appointments: [appt('r1', at(monday, '10:00'), 30)],
    patients: new Map([['+50688887777', { id: 'p1', name: 'Ana Rojas' }]]),
    country: 'CR',
    now: at('2026-11-21', '09:00'),
    ...extra,
  });
  const headers = ['Fecha', 'Hora', 'Servicio', 'Profesional', 'Paciente', 'Teléfono'];
  const columns = mapAppointmentColumns(headers);

  it('plans rows that fit, with known and new patients, and names the first problem of each other row', () => {
    const rows = [
      ['23/11/2026', '09:00', 'limpieza DENTAL', 'Dra. Ana Ruiz', '', '8888 7777'],
      ['23/11/2026', '9:00', 'Ortodoncia', 'Dr. Luis Soto', 'Marta Vega', '8777 0001'],
      ['23/11/2026', '09:00', 'Blanqueamiento', 'Dra. Ana Ruiz', 'X', '8777 0002'],
      ['23/11/2026', '09:00', 'Ortodoncia', 'Dr. Nadie', 'X', '8777 0002'],
      ['23/11/2026', '06:00', 'Ortodoncia', 'Dr. Luis Soto', 'X', '8777 0002'],
      ['23/11/2026', '10:00', 'Limpieza dental', 'Dra. Ana Ruiz', 'X', '8777 0002'],
      ['23/11/2026', '09:30', 'Ortodoncia', 'Dr. Luis Soto', 'X', '8777 0002'],
      ['23/11/2026', '12:00', 'Limpieza dental', 'Dra. Ana Ruiz', 'X', '8777 0002'],
      ['20/11/2026', '09:00', 'Limpieza dental', 'Dra. Ana Ruiz', 'X', '8777 0002'],
      ['23/11/2026', '11:00', 'Limpieza dental', 'Dra. Ana Ruiz', '', '8777 0003'],
      ['23/11/2026', '11:00', 'Limpieza dental', 'Dra. Ana Ruiz', 'Y', '12'],
      ['', '11:00', 'Limpieza dental', 'Dra. Ana Ruiz', 'Y', '8777 0004'],
      ['23/11/2026', 'tarde', 'Limpieza dental', 'Dra. Ana Ruiz', 'Y', '8777 0004'],
      ['19/11/2026', '09:00', 'Servicio viejo', 'Dr. Antiguo', '', ''],
    ];
    const plan = planAppointmentImport(rows, columns, catalogue());
    expect(plan.planned.map((p) => [p.row, p.serviceId, p.resourceId, p.patientId, p.phone, p.patientName])).toEqual([
      [2, 's1', 'r1', 'p1', '+50688887777', 'Ana Rojas'],
      [3, 's2', 'r2', null, '+50687770001', 'Marta Vega'],
    ]);
    expect(plan.planned[0]).toMatchObject({ start: at(monday, '09:00'), durationMin: 30, status: 'pending' });
    expect(plan.errors).toEqual([
      { row: 4, field: 'service', message: 'Servicio desconocido: «Blanqueamiento»' },
      { row: 5, field: 'professional', message: 'Profesional desconocido: «Dr. Nadie»' },
      { row: 6, field: 'time', message: 'Fuera del horario de atención' },
      { row: 7, field: 'time', message: 'Se superpone con otra cita (10:00–10:30)' },
      { row: 8, field: 'time', message: 'Se superpone con otra cita (09:00–10:00)' },
      { row: 9, field: 'time', message: 'Choca con un bloqueo (12:00–13:00)' },
      { row: 10, field: 'date', message: 'La cita ya pasó: solo se importan citas futuras' },
      { row: 11, field: 'name', message: 'Falta el nombre del paciente nuevo' },
      { row: 12, field: 'phone', message: 'Teléfono inválido: «12»' },
      { row: 13, field: 'date', message: 'Falta la fecha' },
      { row: 14, field: 'time', message: 'Hora inválida: «tarde»' },
      { row: 15, field: 'date', message: 'La cita ya pasó: solo se importan citas futuras' },
    ]);
    expect([...plan.newPatients]).toEqual([['+50687770001', 'Marta Vega']]);
  });

  it('takes the only professional and service when the file names none, and a duration column', () => {
    const only = catalogue({
      services: [{ id: 's1', name: 'Consulta', durationMin: 30 }],
      resources: [{ id: 'r1', name: 'Dra. Ana', active: true, locationId: 'l1', tz: CR }],
      appointments: [],
    });
    const cols = mapAppointmentColumns(['Fecha y hora', 'Cliente', 'Celular', 'Duración', 'Estado']);
    const plan = planAppointmentImport(
      [
        ['2026-11-24 08:00', 'Ana Rojas', '+506 8888 7777', '60', 'Confirmada'],
        ['2026-11-24 08:30', 'Ana Rojas', '+506 8888 7777', '', ''],
        ['2026-11-24 10:00', 'Ana Rojas', '+506 8888 7777', '', 'Cancelada'],
      ],
      cols,
      only,
    );
    expect(plan.planned.map((p) => [p.start, p.durationMin, p.status])).toEqual([
      [at('2026-11-24', '08:00'), 60, 'CONFIRMED'],
    ]);
    expect(plan.errors).toEqual([
      { row: 3, field: 'time', message: 'Se superpone con otra cita (08:00–09:00)' },
      { row: 4, field: 'status', message: 'Cita cancelada o no asistida: no se importa' },
    ]);
  });

  it('stores notes and new names as inert text and leaves its inputs alone', () => {
    const input = catalogue();
    const before = JSON.stringify([...input.appointments]);
    const plan = planAppointmentImport(
      [['24/11/2026', '15:00', 'Ortodoncia', 'Dr. Luis Soto', '=CMD()', '8777 0009', '@SUM(A1)']],
      { ...columns, notes: 6 },
      input,
    );
    expect(plan.planned[0]).toMatchObject({ patientName: "'=CMD()", note: "'@SUM(A1)" });
    expect(JSON.stringify([...input.appointments])).toBe(before);
  });
});
