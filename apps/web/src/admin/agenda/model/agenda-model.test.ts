import { describe, expect, it } from 'vitest';
import { appointment, at, CR, MONDAY, model, resource } from '../../../../test/fixtures/agenda-week.ts';

describe('buildAgendaModel', () => {
  it('places appointments on their day in the agenda zone, with their minutes and lanes', () => {
    const a = appointment(at('2026-11-24', '10:00'), 60);
    const b = appointment(at('2026-11-24', '10:30'), 30, { resource: { ...a.resource, id: 'r2' } });
    const m = model({ appointments: [b, a] });
    expect(m.byDay[1]?.map((i) => [i.appt.id, i.startMin, i.endMin, i.durationMin, i.lane, i.lanes])).toEqual([
      [a.id, 600, 660, 60, 0, 2],
      [b.id, 630, 660, 30, 1, 2],
    ]);
    expect(m.itemById.get(b.id)?.day).toBe(1);
  });

  it('leaves cancelled appointments off the grid, so their slot reads as free', () => {
    const cancelled = appointment(at(MONDAY, '10:00'), 30, { status: 'cancelled' });
    const m = model({ appointments: [cancelled] });
    expect(m.byDay[0]).toEqual([]);
    expect(m.itemById.has(cancelled.id)).toBe(false);
  });

  it('draws cancelled ones on demand, and hides the professionals switched off, keeping them for the checks', () => {
    const cancelled = appointment(at(MONDAY, '10:00'), 30, { status: 'cancelled' });
    const other = appointment(at(MONDAY, '11:00'), 30, { resource: { ...cancelled.resource, id: 'r2' } });
    const shown = model({
      appointments: [cancelled, other],
      view: { hiddenResources: new Set(), showCancelled: true },
    });
    expect(shown.byDay[0]?.map((i) => i.appt.id)).toEqual([cancelled.id, other.id]);
    const filtered = model({
      appointments: [cancelled, other],
      view: { hiddenResources: new Set(['r2']), showCancelled: true },
    });
    expect(filtered.byDay[0]?.map((i) => i.appt.id)).toEqual([cancelled.id]);
    // A hidden professional's appointments still hold their slots for the browser's own checks.
    expect(filtered.contextFor('r2').appointments.map((a) => a.id)).toContain(other.id);
  });

  it('shows an appointment begun before Monday from Monday midnight, keeping its full length', () => {
    const overnight = appointment(at('2026-11-22', '23:00'), 120);
    const item = model({ appointments: [overnight] }).itemById.get(overnight.id);
    expect(item).toMatchObject({ day: 0, startMin: 0, endMin: 60, durationMin: 120 });
  });

  it('widens the drawn range around an appointment outside opening hours', () => {
    const early = appointment(at(MONDAY, '06:30'), 30);
    expect(model({ appointments: [early] }).range).toEqual({ start: 360, end: 1080 });
  });

  it("reads a resource's rules in its location's zone, falling back to the agenda's", () => {
    const m = model({ resources: [resource(), resource({ id: 'r9', locationId: 'elsewhere' })] });
    expect(m.resourceTz('r1')).toBe(CR);
    expect(m.resourceTz('r9')).toBe(CR);
    expect(m.contextFor('r1').tz).toBe(CR);
    expect(m.increment).toBe(30);
  });
});
