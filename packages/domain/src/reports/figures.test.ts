import { describe, expect, it } from 'vitest';
import {
  addCounts,
  changeDirection,
  emptyAppointmentCounts,
  isAttended,
  rate,
  relativeChange,
  withRates,
} from './figures.ts';

describe('report figures', () => {
  it('adds counts up and keeps money to the cent', () => {
    const a = { ...emptyAppointmentCounts, appointments: 2, expectedRevenue: 0.1 };
    const b = { ...emptyAppointmentCounts, appointments: 3, expectedRevenue: 0.2, noShows: 1 };
    expect(addCounts(a, b)).toMatchObject({ appointments: 5, noShows: 1, expectedRevenue: 0.3 });
  });

  it('rates over the appointments that were not cancelled, and has none without them', () => {
    const counts = { ...emptyAppointmentCounts, appointments: 10, confirmed: 6, cancelled: 2, noShows: 1 };
    expect(withRates(counts)).toMatchObject({ confirmedRate: 0.75, noShowRate: 0.125 });
    expect(withRates({ ...emptyAppointmentCounts, appointments: 1, cancelled: 1 })).toMatchObject({
      confirmedRate: null,
      noShowRate: null,
    });
    expect(rate(1, 3)).toBe(0.3333);
  });

  it('takes an appointment as attended when it kept its slot to its end', () => {
    const now = Date.parse('2026-11-24T15:00:00Z');
    expect(isAttended('CONFIRMED', now, now)).toBe(true);
    expect(isAttended('pending', now - 1, now)).toBe(true);
    expect(isAttended('CONFIRMED', now + 1, now)).toBe(false);
    expect(isAttended('no_show', now - 1, now)).toBe(false);
    expect(isAttended('cancelled', now - 1, now)).toBe(false);
  });

  it('says how a figure changed against the previous period', () => {
    expect(relativeChange(15, 10)).toBe(0.5);
    expect(relativeChange(5, 10)).toBe(-0.5);
    expect(relativeChange(5, 0)).toBeNull();
    expect(relativeChange(null, 3)).toBeNull();
    expect(changeDirection(3, 2)).toBe('up');
    expect(changeDirection(2, 3)).toBe('down');
    expect(changeDirection(2, 2)).toBe('same');
    expect(changeDirection(null, 2)).toBe('none');
  });
});
