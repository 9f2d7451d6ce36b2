// Opening hours per weekday (docs/product.md#opening-hours). 2026-03-02 is a Monday; 2026-03-07 a Saturday,
// 2026-03-08 a Sunday (and New York's spring-forward day).
import { describe, expect, it } from 'vitest';
import { configInput } from '../schemas/config.ts';
import { formatInstantInZone } from '../time.ts';
import { findAvailability } from './availability.ts';
import { blockCoversDay } from './blocks.ts';
import {
  closedRanges,
  normalizeConfig,
  openingRanges,
  startTimesOn,
  weeklyHoursIssues,
  weeklyHoursOf,
} from './config.ts';
import { checkPlacement, type PlacementInput } from './placement.ts';
import { at, context, NY } from './test-fixtures.ts';
import type { Config, WeeklyHours } from './types.ts';

const weekday = [
  { open: '08:00', close: '12:00' },
  { open: '14:00', close: '18:00' },
];
/** Monday–Friday split, Saturday 08:00–12:00, Sunday closed. */
const clinicWeek: WeeklyHours = [weekday, weekday, weekday, weekday, weekday, [{ open: '08:00', close: '12:00' }], []];
const clinic = (): Partial<Config> => normalizeConfig({ weeklyHours: clinicWeek });

const r1 = { id: 'r1', name: 'Dra. Ana', active: true };
const book = (start: number, durationMin = 30): PlacementInput => ({
  start,
  durationMin,
  resourceId: 'r1',
  serviceDurationMin: 30,
  mode: 'book',
});
const walls = (slots: { start: number }[], tz: string) =>
  slots.map((s) => formatInstantInZone(s.start, tz).slice(11, 16));

function slotsOn(date: string, config: Partial<Config>, tz = 'America/Costa_Rica', days = 1) {
  return findAvailability(
    {
      service: { durationMin: 30 },
      resources: [r1],
      from: at(date, '00:00', tz),
      now: at('2026-01-01', '00:00', tz),
      days,
      limit: 48,
    },
    context({ config, tz }),
  );
}

describe('normalizeConfig with weeklyHours', () => {
  it('keeps the week and derives openTime/closeTime as its span', () => {
    const c = normalizeConfig({ openTime: '09:00', closeTime: '10:00', weeklyHours: clinicWeek });
    expect(c.weeklyHours).toEqual(clinicWeek);
    expect(c).toMatchObject({ openTime: '08:00', closeTime: '18:00' });
  });

  it('has no weeklyHours without one, or when every day is closed or the week is not seven days', () => {
    expect(normalizeConfig({ openTime: '09:00', closeTime: '17:00' }).weeklyHours).toBeUndefined();
    const closed = normalizeConfig({
      openTime: '09:00',
      closeTime: '17:00',
      weeklyHours: [[], [], [], [], [], [], []],
    });
    expect(closed.weeklyHours).toBeUndefined();
    expect(closed).toMatchObject({ openTime: '09:00', closeTime: '17:00' });
    expect(normalizeConfig({ weeklyHours: [weekday] }).weeklyHours).toBeUndefined();
  });

  it('sorts ranges, joins touching ones, drops broken and overlapping ones', () => {
    const c = normalizeConfig({
      weeklyHours: [
        [
          { open: '14:00', close: '18:00' },
          { open: '08:00', close: '12:00' },
        ],
        [
          { open: '08:00', close: '12:00' },
          { open: '12:00', close: '13:00' },
        ],
        [
          { open: '08:00', close: '12:00' },
          { open: '11:00', close: '13:00' },
        ],
        [
          { open: '12:00', close: '08:00' },
          { open: 'x', close: '09:00' },
        ],
        'junk',
        [],
        [],
      ],
    });
    expect(c.weeklyHours).toEqual([
      weekday,
      [{ open: '08:00', close: '13:00' }],
      [{ open: '08:00', close: '12:00' }],
      [],
      [],
      [],
      [],
    ]);
  });
});

describe('configInput weeklyHours (POST /config)', () => {
  const messages = (body: unknown) => {
    const r = configInput.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('accepts a clinic week, and the old form alone', () => {
    expect(configInput.parse({ weeklyHours: clinicWeek }).weeklyHours).toEqual(clinicWeek);
    expect(configInput.parse({ openTime: '09:00', closeTime: '17:00' }).weeklyHours).toBeUndefined();
  });

  it('refuses broken weeks with Spanish messages', () => {
    const week = (day: unknown[]) => [day, [], [], [], [], [], []];
    expect(messages({ weeklyHours: week([{ open: '12:00', close: '08:00' }]) })).toEqual([
      'Lunes: el cierre debe ser posterior a la apertura',
    ]);
    expect(
      messages({
        weeklyHours: week([
          { open: '08:00', close: '12:00' },
          { open: '11:00', close: '13:00' },
        ]),
      }),
    ).toEqual(['Lunes: el segundo horario debe empezar después de que termine el primero']);
    // Out of order is refused too: the second range must come after the first.
    expect(
      messages({
        weeklyHours: week([
          { open: '14:00', close: '18:00' },
          { open: '08:00', close: '12:00' },
        ]),
      }),
    ).toEqual(['Lunes: el segundo horario debe empezar después de que termine el primero']);
    expect(messages({ weeklyHours: week([{ open: '08:15', close: '12:00' }]) })).toEqual([
      'Lunes: las horas deben ir en intervalos de 30 minutos',
    ]);
    expect(messages({ increment: 15, weeklyHours: week([{ open: '08:15', close: '12:00' }]) })).toEqual([]);
    expect(
      messages({
        weeklyHours: week([
          { open: '08:00', close: '09:00' },
          { open: '10:00', close: '11:00' },
          { open: '12:00', close: '13:00' },
        ]),
      }),
    ).toEqual(['Como máximo dos horarios por día']);
    expect(messages({ weeklyHours: [weekday] })).toEqual([
      'El horario semanal debe tener siete días, de lunes a domingo',
    ]);
    expect(messages({ weeklyHours: [[], [], [], [], [], [], []] })).toEqual(['Abre al menos un día de la semana']);
    expect(messages({ weeklyHours: week([{ open: '8:00', close: '12:00' }]) })).toEqual(['Hora inválida (HH:MM)']);
  });

  it('points each issue at its day and range', () => {
    const issues = weeklyHoursIssues([[], [], [], [], [], [{ open: '13:00', close: '12:00' }], []], 30);
    expect(issues).toEqual([
      { path: ['weeklyHours', 5, 0], message: 'Sábado: el cierre debe ser posterior a la apertura' },
    ]);
  });
});

describe('openingRanges, closedRanges, startTimesOn, weeklyHoursOf', () => {
  it('reads each weekday, Monday first', () => {
    const c = clinic() as Config;
    expect(openingRanges(c, '2026-03-02')).toEqual([
      [480, 720],
      [840, 1080],
    ]);
    expect(openingRanges(c, '2026-03-07')).toEqual([[480, 720]]);
    expect(openingRanges(c, '2026-03-08')).toEqual([]);
  });

  it('is openTime–closeTime every day without weekly hours', () => {
    const c = normalizeConfig({ openTime: '09:00', closeTime: '17:00' });
    expect(openingRanges(c, '2026-03-08')).toEqual([[540, 1020]]);
    expect(weeklyHoursOf(c)).toEqual(Array.from({ length: 7 }, () => [{ open: '09:00', close: '17:00' }]));
    expect(weeklyHoursOf(clinic() as Config)).toEqual(clinicWeek);
  });

  it('shades the complement: the lunch break, the evening, a whole closed day', () => {
    const c = clinic() as Config;
    expect(closedRanges(c, '2026-03-02', 480, 1080)).toEqual([[720, 840]]);
    expect(closedRanges(c, '2026-03-07', 480, 1080)).toEqual([[720, 1080]]);
    expect(closedRanges(c, '2026-03-08', 480, 1080)).toEqual([[480, 1080]]);
    expect(closedRanges(c, '2026-03-02')).toEqual([
      [0, 480],
      [720, 840],
      [1080, 1440],
    ]);
  });

  it('offers start times inside the ranges only', () => {
    const c = clinic() as Config;
    const monday = startTimesOn(c, '2026-03-02');
    expect(monday).toContain(690);
    expect(monday).not.toContain(720);
    expect(monday).not.toContain(780);
    expect(monday).toContain(840);
    expect(startTimesOn(c, '2026-03-07').at(-1)).toBe(690);
    expect(startTimesOn(c, '2026-03-08')).toEqual([]);
  });

  it('counts a one-off block from the day’s first opening to its last closing as full-day', () => {
    const c = clinic() as Config;
    const tz = 'America/Costa_Rica';
    const saturdayMorning = {
      kind: 'oneoff',
      id: 'b',
      resourceId: null,
      start: at('2026-03-07', '08:00'),
      end: at('2026-03-07', '12:00'),
    } as const;
    expect(blockCoversDay(saturdayMorning, '2026-03-07', c, tz)).toBe(true);
    const mondayMorning = { ...saturdayMorning, start: at('2026-03-02', '08:00'), end: at('2026-03-02', '12:00') };
    expect(blockCoversDay(mondayMorning, '2026-03-02', c, tz)).toBe(false);
  });
});

describe('checkPlacement with weekly hours', () => {
  const ctx = context({ config: clinic() });

  it('refuses a closed day, the lunch break and a span across it', () => {
    expect(checkPlacement(book(at('2026-03-08', '09:00')), ctx)).toMatchObject({ code: 'outside_working_hours' });
    expect(checkPlacement(book(at('2026-03-02', '12:30')), ctx)).toMatchObject({ code: 'outside_working_hours' });
    expect(checkPlacement(book(at('2026-03-02', '11:30'), 60), ctx)).toMatchObject({ code: 'outside_working_hours' });
    expect(checkPlacement(book(at('2026-03-07', '12:00')), ctx)).toMatchObject({ code: 'outside_working_hours' });
  });

  it('accepts each range to its edges', () => {
    expect(checkPlacement(book(at('2026-03-02', '11:30')), ctx)).toEqual({ ok: true });
    expect(checkPlacement(book(at('2026-03-02', '14:00')), ctx)).toEqual({ ok: true });
    expect(checkPlacement(book(at('2026-03-02', '17:30')), ctx)).toEqual({ ok: true });
    expect(checkPlacement(book(at('2026-03-07', '11:30')), ctx)).toEqual({ ok: true });
  });
});

describe('findAvailability with weekly hours', () => {
  it('offers nothing on a closed day and nothing in the lunch break', () => {
    expect(slotsOn('2026-03-08', clinic())).toEqual([]);
    const monday = walls(slotsOn('2026-03-02', clinic()), 'America/Costa_Rica');
    expect(monday).toHaveLength(16);
    expect(monday).toContain('11:30');
    expect(monday.filter((t) => t >= '12:00' && t < '14:00')).toEqual([]);
    expect(walls(slotsOn('2026-03-07', clinic()), 'America/Costa_Rica').at(-1)).toBe('11:30');
  });

  it('skips Sunday and resumes on Monday', () => {
    const slots = findAvailability(
      { service: { durationMin: 30 }, resources: [r1], from: at('2026-03-08', '00:00'), now: 0, days: 2 },
      context({ config: clinic() }),
    );
    expect(slots.map((s) => formatInstantInZone(s.start, 'America/Costa_Rica').slice(0, 10))).toEqual([
      '2026-03-09',
      '2026-03-09',
      '2026-03-09',
    ]);
  });

  it('spreads the day’s choices over both ranges', () => {
    const slots = findAvailability(
      { service: { durationMin: 30 }, resources: [r1], from: at('2026-03-02', '00:00'), now: 0, days: 1 },
      context({ config: clinic() }),
    );
    // G = (18:00 − 08:00) / 3 = 3 h 20 min: 08:00, then 11:30 (≥ 11:20), then 14:00 after the break (≥ 14:50 is 15:00).
    expect(walls(slots, 'America/Costa_Rica')).toEqual(['08:00', '11:30', '15:00']);
  });
});

describe('weekly hours on a DST day (New York springs forward on Sunday 2026-03-08)', () => {
  // Sunday open at night across the change (02:00 → 03:00) and in the afternoon.
  const sunday = [
    { open: '01:00', close: '04:00' },
    { open: '14:00', close: '16:00' },
  ];
  const config = () => normalizeConfig({ weeklyHours: [weekday, weekday, weekday, weekday, weekday, [], sunday] });

  it('offers the wall times that exist, in both ranges, at the right offsets', () => {
    expect(slotsOn('2026-03-08', config(), NY).map((s) => formatInstantInZone(s.start, NY).slice(11))).toEqual([
      '01:00:00-05:00',
      '01:30:00-05:00',
      '03:00:00-04:00',
      '03:30:00-04:00',
      '14:00:00-04:00',
      '14:30:00-04:00',
      '15:00:00-04:00',
      '15:30:00-04:00',
    ]);
    expect(slotsOn('2026-03-07', config(), NY)).toEqual([]);
  });

  it('places by the Sunday ranges and refuses the closed Saturday', () => {
    const ctx = context({ config: config(), tz: NY });
    expect(checkPlacement(book(at('2026-03-08', '14:00', NY)), ctx)).toEqual({ ok: true });
    expect(checkPlacement(book(at('2026-03-08', '03:30', NY)), ctx)).toEqual({ ok: true });
    expect(checkPlacement(book(at('2026-03-08', '12:00', NY)), ctx)).toMatchObject({ code: 'outside_working_hours' });
    expect(checkPlacement(book(at('2026-03-07', '09:00', NY)), ctx)).toMatchObject({ code: 'outside_working_hours' });
  });
});
