import { describe, expect, it } from 'vitest';
import { appointment, at, MONDAY, model, resource } from '../../../../test/fixtures/agenda-week.ts';
import { printSections } from './print-sections.ts';

const rojas = resource({ id: 'r1', name: 'Dra. Rojas' });
const mora = resource({ id: 'r2', name: 'Dr. Mora' });
const onMora = { id: 'r2', name: 'Dr. Mora', backgroundColor: '#2563eb', textColor: '#ffffff' };

describe('printSections', () => {
  it('gives one section per professional with appointments, in time order, phones as people write them', () => {
    const m = model({
      resources: [rojas, mora],
      appointments: [
        appointment(at(MONDAY, '10:00'), 30, { note: ' Alergia a la penicilina ' }),
        appointment(at(MONDAY, '09:00'), 60, { resource: onMora, customer: null }),
        appointment(at(MONDAY, '08:30'), 30),
      ],
    });
    const sections = printSections(m.byDay[0] ?? [], m.resources, 'CR');
    expect(sections.map((s) => [s.resourceName, s.rows.map((r) => r.time)])).toEqual([
      ['Dra. Rojas', ['08:30–09:00', '10:00–10:30']],
      ['Dr. Mora', ['09:00–10:00']],
    ]);
    expect(sections[0]?.rows[1]).toMatchObject({
      patient: 'Luisa Pérez',
      phone: '8888 7777',
      service: 'Limpieza',
      notes: 'Alergia a la penicilina',
      status: '',
    });
    expect(sections[1]?.rows[0]).toMatchObject({ patient: 'Sin nombre', phone: '' });
  });

  it('leaves cancelled appointments out and names a no-show; a day without appointments has no section', () => {
    const m = model({
      resources: [rojas, mora],
      view: { hiddenResources: new Set(), showCancelled: true },
      appointments: [
        appointment(at(MONDAY, '09:00'), 30, { status: 'cancelled' }),
        appointment(at(MONDAY, '10:00'), 30, { status: 'no_show' }),
      ],
    });
    const sections = printSections(m.byDay[0] ?? [], m.resources, 'CR');
    expect(sections.map((s) => s.rows.map((r) => [r.time, r.status]))).toEqual([[['10:00–10:30', 'No asistió']]]);
    expect(printSections(m.byDay[1] ?? [], m.resources, 'CR')).toEqual([]);
  });
});
