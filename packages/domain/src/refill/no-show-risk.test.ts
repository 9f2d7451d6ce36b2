import { describe, expect, it } from 'vitest';
import { attendanceOutcome, type PastAppointment, riskReasons } from './no-show-risk.ts';

const H = 3_600_000;
const now = Date.UTC(2026, 11, 1, 14, 0);
const past = (hoursAgo: number, status: PastAppointment['status'], cancelledAt: number | null = null) => ({
  start: now - hoursAgo * H,
  status,
  cancelledAt,
});

describe('attendanceOutcome', () => {
  it('tells a late cancellation from an early one', () => {
    const start = now;
    expect(attendanceOutcome({ start, status: 'cancelled', cancelledAt: start - 23 * H })).toBe('cancelled_late');
    expect(attendanceOutcome({ start, status: 'cancelled', cancelledAt: start - 25 * H })).toBe('cancelled');
    expect(attendanceOutcome({ start, status: 'no_show', cancelledAt: null })).toBe('no_show');
    expect(attendanceOutcome({ start, status: 'CONFIRMED', cancelledAt: null })).toBe('attended');
  });
});

describe('riskReasons', () => {
  it('flags two no-shows among the last six', () => {
    const history = [past(10, 'no_show'), past(20, 'CONFIRMED'), past(30, 'no_show')];
    expect(riskReasons({ start: now + 48 * H, status: 'CONFIRMED', history, now })).toEqual(['repeated_no_show']);
  });

  it('forgets no-shows older than the last six appointments', () => {
    const history = [1, 2, 3, 4, 5, 6]
      .map((h) => past(h, 'CONFIRMED'))
      .concat([past(100, 'no_show'), past(200, 'no_show')]);
    expect(riskReasons({ start: now + 48 * H, status: 'CONFIRMED', history, now })).toEqual([]);
  });

  it('flags an appointment still unconfirmed two hours before', () => {
    expect(riskReasons({ start: now + 2 * H, status: 'pending', history: [], now })).toEqual(['unconfirmed']);
    expect(riskReasons({ start: now + 2 * H + 60_000, status: 'pending', history: [], now })).toEqual([]);
    expect(riskReasons({ start: now + H, status: 'CONFIRMED', history: [], now })).toEqual([]);
  });

  it('says nothing of closed or started appointments', () => {
    const history = [past(10, 'no_show'), past(30, 'no_show')];
    expect(riskReasons({ start: now + H, status: 'cancelled', history, now })).toEqual([]);
    expect(riskReasons({ start: now - H, status: 'pending', history, now })).toEqual([]);
  });
});
