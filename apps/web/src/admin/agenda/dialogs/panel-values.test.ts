import { describe, expect, it } from 'vitest';
import { appointment, at, CR, model, resource } from '../../../../test/fixtures/agenda-week.ts';
import { checkPanel, currentDuration, type PanelValues, panelDefaults } from './panel-values.ts';

const TUESDAY = '2026-11-24';
const before = at('2026-11-20', '09:00');

describe('panelDefaults', () => {
  it("reads an appointment's fields in the agenda zone", () => {
    const appt = appointment(at(TUESDAY, '10:30'), 60, { note: 'Traer radiografía' });
    expect(panelDefaults({ mode: 'edit', appt }, CR, [])).toEqual({
      date: TUESDAY,
      time: '630',
      duration: '60',
      resourceId: 'r1',
      serviceId: 's1',
      customerId: 'c1',
      note: 'Traer radiografía',
      repeat: 'none',
      count: '8',
    });
    expect(currentDuration({ mode: 'edit', appt })).toBe(60);
  });

  it('starts a new appointment with no patient and no service: they must be chosen', () => {
    const resources = [resource({ id: 'a' }), resource({ id: 'b' })];
    const values = panelDefaults({ mode: 'create', date: TUESDAY, startMin: 540 }, CR, resources);
    expect(values).toEqual({
      date: TUESDAY,
      time: '540',
      duration: '30',
      resourceId: '',
      serviceId: '',
      customerId: '',
      note: '',
      repeat: 'none',
      count: '8',
    });
    expect(currentDuration({ mode: 'create', date: TUESDAY, startMin: 540 })).toBeUndefined();
  });

  it("takes the slot's professional, or the only active one, never the first of several", () => {
    const two = [resource({ id: 'a' }), resource({ id: 'b' })];
    const slot = { mode: 'create' as const, date: TUESDAY, startMin: 540 };
    expect(panelDefaults({ ...slot, resourceId: 'b' }, CR, two).resourceId).toBe('b');
    expect(panelDefaults({ ...slot, resourceId: 'gone' }, CR, two).resourceId).toBe('');
    const oneActive = [resource({ id: 'off', active: false }), resource({ id: 'on' })];
    expect(panelDefaults(slot, CR, oneActive).resourceId).toBe('on');
    expect(panelDefaults({ ...slot, durationMin: 90 }, CR, two).duration).toBe('90');
  });
});

describe('checkPanel', () => {
  const taken = appointment(at(TUESDAY, '11:00'), 30);
  const values = (over: Partial<PanelValues>): PanelValues => ({
    date: TUESDAY,
    time: '600',
    duration: '30',
    resourceId: 'r1',
    serviceId: 's1',
    customerId: '',
    note: '',
    repeat: 'none',
    count: '8',
    ...over,
  });
  const create = { mode: 'create' as const, date: TUESDAY, startMin: 600 };

  it('accepts a free slot and gives its start with the zone offset', () => {
    expect(checkPanel(values({}), create, model({ appointments: [taken] }), 30, before)).toEqual({
      ok: true,
      start: '2026-11-24T10:00:00-06:00',
    });
  });

  it('refuses an inactive resource, the past, and a collision with their documented texts', () => {
    const m = model({ appointments: [taken], resources: [resource(), resource({ id: 'r2', active: false })] });
    expect(checkPanel(values({ resourceId: 'r2' }), create, m, 30, before)).toEqual({
      ok: false,
      message: 'El recurso seleccionado se encuentra inactivo',
    });
    expect(checkPanel(values({}), create, m, 30, at('2026-11-25', '09:00'))).toEqual({
      ok: false,
      message: 'No se puede reprogramar a una fecha en el pasado',
    });
    expect(checkPanel(values({ time: '660' }), create, m, 30, before)).toEqual({
      ok: false,
      message: 'Duración inválida/colisión o menor al mínimo del servicio',
    });
  });

  it('lets an edited appointment keep its own slot', () => {
    const m = model({ appointments: [taken] });
    expect(checkPanel(values({ time: '660' }), { mode: 'edit', appt: taken }, m, 30, before).ok).toBe(true);
  });
});
