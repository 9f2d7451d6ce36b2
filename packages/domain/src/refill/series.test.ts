import { describe, expect, it } from 'vitest';
import { appt, at, context, NY } from '../scheduling/test-fixtures.ts';
import { instantToZoned } from '../time.ts';
import { expandSeries, planSeries, shiftOccurrences, thisAndFollowing } from './series.ts';

const HOUR = 3_600_000;

describe('expandSeries', () => {
  it('keeps the wall time of every occurrence across a DST change (New York, 8 March 2026)', () => {
    const occurrences = expandSeries({ date: '2026-02-24', minutes: 16 * 60, tz: NY, every: 'week', count: 4 });
    expect(occurrences.map((o) => o.date)).toEqual(['2026-02-24', '2026-03-03', '2026-03-10', '2026-03-17']);
    for (const o of occurrences) expect(instantToZoned(o.start as number, NY)).toEqual({ date: o.date, minutes: 960 });
    // A week apart in wall time is 167 hours of real time across the spring-forward.
    const [, second, third] = occurrences;
    expect((third?.start as number) - (second?.start as number)).toBe(167 * HOUR);
  });

  it('steps two weeks for "2weeks"', () => {
    const occurrences = expandSeries({ date: '2026-12-01', minutes: 600, tz: NY, every: '2weeks', count: 3 });
    expect(occurrences.map((o) => o.date)).toEqual(['2026-12-01', '2026-12-15', '2026-12-29']);
  });

  it('marks a wall time that does not exist that day instead of moving it', () => {
    const occurrences = expandSeries({ date: '2026-03-01', minutes: 150, tz: NY, every: 'week', count: 2 });
    expect(occurrences[0]?.start).not.toBeNull();
    expect(occurrences[1]).toEqual({ index: 1, date: '2026-03-08', minutes: 150, start: null });
  });
});

describe('planSeries', () => {
  const booking = { resourceId: 'r1', durationMin: 60, serviceDurationMin: 60, now: at('2026-11-30', '08:00', NY) };

  it('accepts twelve free Tuesdays at 16:00', () => {
    const plan = planSeries(
      { date: '2026-12-01', minutes: 16 * 60, tz: NY, every: 'week', count: 12 },
      booking,
      context({ tz: NY }),
    );
    expect(plan.conflicts).toEqual([]);
    expect(plan.ok).toHaveLength(12);
    expect(plan.ok[11]).toEqual({
      index: 11,
      start: at('2027-02-16', '16:00', NY),
      end: at('2027-02-16', '17:00', NY),
    });
  });

  it('lists a collision with what it collides with and free times that day, never skipping it', () => {
    const taken = appt('r1', at('2026-12-15', '16:30', NY), 30);
    const plan = planSeries(
      { date: '2026-12-01', minutes: 16 * 60, tz: NY, every: 'week', count: 4 },
      booking,
      context({ tz: NY, appointments: [taken] }),
    );
    expect(plan.ok.map((o) => o.index)).toEqual([0, 1, 3]);
    expect(plan.conflicts).toHaveLength(1);
    const conflict = plan.conflicts[0];
    if (!conflict) throw new Error('no conflict');
    expect(conflict).toMatchObject({ index: 2, date: '2026-12-15', code: 'slot_conflict' });
    expect(conflict.with).toMatchObject({ appointmentId: taken.id });
    expect(conflict.alternatives.length).toBeGreaterThan(0);
    for (const alt of conflict.alternatives) {
      expect(instantToZoned(alt.start, NY).date).toBe('2026-12-15');
      expect(alt.end <= taken.start || alt.start >= taken.end).toBe(true);
    }
  });

  it('refuses occurrences outside opening hours and in a DST gap', () => {
    const closedSunday = planSeries(
      { date: '2026-03-01', minutes: 150, tz: NY, every: 'week', count: 2 },
      { ...booking, now: at('2026-02-01', '08:00', NY) },
      context({ tz: NY }),
    );
    expect(closedSunday.ok).toEqual([]);
    expect(closedSunday.conflicts.map((c) => c.code)).toEqual(['outside_working_hours', 'nonexistent_local_time']);
  });

  it('refuses an occurrence in the past', () => {
    const plan = planSeries(
      { date: '2026-11-24', minutes: 16 * 60, tz: NY, every: 'week', count: 2 },
      booking,
      context({ tz: NY }),
    );
    expect(plan.conflicts.map((c) => [c.index, c.code])).toEqual([[0, 'cannot_reschedule_to_past']]);
    expect(plan.ok.map((o) => o.index)).toEqual([1]);
  });
});

describe('thisAndFollowing', () => {
  it('takes the occurrence and every later one', () => {
    const all = [0, 1, 2, 3].map((seriesIndex) => ({ seriesIndex }));
    expect(thisAndFollowing(all, 2)).toEqual([{ seriesIndex: 2 }, { seriesIndex: 3 }]);
  });
});

describe('shiftOccurrences', () => {
  it('moves Tuesdays 16:00 to Thursdays 10:00 keeping the wall time across DST (New York)', () => {
    const from = expandSeries({ date: '2026-02-24', minutes: 16 * 60, tz: NY, every: 'week', count: 4 });
    const moved = shiftOccurrences(from.slice(1), 2, 10 * 60, NY);
    expect(moved.map((o) => [o.index, o.date])).toEqual([
      [1, '2026-03-05'],
      [2, '2026-03-12'],
      [3, '2026-03-19'],
    ]);
    for (const o of moved) expect(instantToZoned(o.start as number, NY)).toEqual({ date: o.date, minutes: 600 });
  });
});
