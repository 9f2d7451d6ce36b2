import { defaultConfig, weekRange } from '@recepta/domain';
import { describe, expect, it } from 'vitest';
import { at, CR, MONDAY } from '../../../../test/fixtures/agenda-week.ts';
import {
  assignLanes,
  cardDensity,
  densityGrid,
  laneGroups,
  minutesAtY,
  snapStart,
  startTimeOptions,
  visibleRange,
  weekClock,
} from './layout.ts';

const MADRID = 'Europe/Madrid';

describe('weekClock', () => {
  const week = weekRange(MONDAY, CR);
  const clock = weekClock(week.days, CR);

  it('locates an instant as a day and minutes after its local midnight', () => {
    expect(clock.locate(at(MONDAY, '10:00'))).toEqual({ day: 0, minutes: 600 });
    expect(clock.locate(at('2026-11-29', '23:59'))).toEqual({ day: 6, minutes: 1439 });
  });

  it('answers undefined outside the week', () => {
    expect(clock.locate(week.start - 1)).toBeUndefined();
    expect(clock.locate(week.end)).toBeUndefined();
  });

  it('turns a day and minutes back into the instant', () => {
    expect(clock.instantOf(2, 600)).toBe(at('2026-11-25', '10:00'));
  });

  it('reads a 25-hour day (DST ends) in wall time', () => {
    // 25 October 2026 is the Sunday Europe/Madrid leaves summer time.
    const dst = weekClock(weekRange('2026-10-19', MADRID).days, MADRID);
    expect((dst.bounds[7] as number) - (dst.bounds[0] as number)).toBe(169 * 3_600_000);
    const noon = at('2026-10-25', '12:00', MADRID);
    expect(dst.locate(noon)).toEqual({ day: 6, minutes: 720 });
    expect(dst.instantOf(6, 720)).toBe(noon);
  });
});

describe('assignLanes', () => {
  it('puts overlapping spans side by side, as wide as their cluster', () => {
    const lanes = assignLanes([
      { start: 0, end: 60 },
      { start: 30, end: 90 },
      { start: 60, end: 120 },
      { start: 200, end: 230 },
    ]);
    expect(lanes).toEqual([
      { lane: 0, lanes: 2 },
      { lane: 1, lanes: 2 },
      // The first lane is free again at 60: it is reused, and the cluster stays two wide.
      { lane: 0, lanes: 2 },
      { lane: 0, lanes: 1 },
    ]);
  });

  it('gives touching spans one lane each, full width', () => {
    expect(
      assignLanes([
        { start: 0, end: 30 },
        { start: 30, end: 60 },
      ]),
    ).toEqual([
      { lane: 0, lanes: 1 },
      { lane: 0, lanes: 1 },
    ]);
  });
});

describe('laneGroups', () => {
  const spans = [
    { start: 0, end: 60 },
    { start: 30, end: 90 },
    { start: 60, end: 120 },
    { start: 200, end: 230 },
    { start: 300, end: 330 },
    { start: 300, end: 330 },
    { start: 330, end: 360 },
    { start: 340, end: 360 },
    { start: 400, end: 460 },
    { start: 400, end: 430 },
    { start: 400, end: 430 },
  ];
  const placed = assignLanes(spans).map((place, i) => ({ ...place, name: String.fromCharCode(97 + i) }));
  const drawn = laneGroups(placed).map((g) => [g.lane, g.lanes, g.items.map((i) => i.name).join('')]);

  it('draws runs of clusters as wide in time order, lane by lane; a lone card alone', () => {
    expect(drawn).toEqual([
      [0, 2, 'ac'],
      [1, 2, 'b'],
      [0, 1, 'd'],
      // Two clusters of two lanes, one after the other: one run, their first lanes in one box.
      [0, 2, 'eg'],
      [1, 2, 'fh'],
      [0, 3, 'i'],
      [1, 3, 'j'],
      [2, 3, 'k'],
    ]);
  });

  it('holds every card once', () => {
    expect(drawn.flatMap(([, , names]) => String(names).split('')).sort()).toEqual(placed.map((p) => p.name));
    expect(laneGroups([])).toEqual([]);
  });
});

describe('visibleRange', () => {
  it('is the opening hours when everything is inside them', () => {
    expect(visibleRange(defaultConfig, [{ start: 600, end: 630 }])).toEqual({ start: 480, end: 1080 });
  });

  it('widens to whole hours around appointments outside them', () => {
    expect(
      visibleRange(defaultConfig, [
        { start: 450, end: 500 },
        { start: 1070, end: 1110 },
      ]),
    ).toEqual({ start: 420, end: 1140 });
  });
});

describe('cardDensity', () => {
  it('follows the 35 px and 60 px thresholds', () => {
    expect(cardDensity(34)).toBe('compact');
    expect(cardDensity(35)).toBe('short');
    expect(cardDensity(59)).toBe('short');
    expect(cardDensity(60)).toBe('full');
  });
});

describe('startTimeOptions', () => {
  it('lists every increment step of the opening hours, the closing time left out', () => {
    const config = { ...defaultConfig, openTime: '08:00', closeTime: '10:00' };
    expect(startTimeOptions(config, 30)).toEqual([480, 510, 540, 570]);
  });

  it('starts at the first step at or after an opening off the grid', () => {
    const config = { ...defaultConfig, openTime: '08:10', closeTime: '09:00' };
    expect(startTimeOptions(config, 15)).toEqual([495, 510, 525]);
  });
});

describe('pointer maths', () => {
  it('reads a vertical offset as minutes from the first minute drawn', () => {
    expect(minutesAtY(100, 480, 2)).toBe(530);
  });

  it('floors to the increment and stays within the day', () => {
    expect(snapStart(67, 15)).toBe(60);
    expect(snapStart(-10, 15)).toBe(0);
    expect(snapStart(1439, 30)).toBe(1410);
  });
});

describe('densityGrid', () => {
  it('counts appointments per day and bucket of the visible range', () => {
    const grid = densityGrid(
      [
        { day: 1, start: 500, end: 620 },
        { day: 1, start: 540, end: 570 },
      ],
      { start: 480, end: 1080 },
      10,
    );
    expect(grid[1]).toEqual([1, 2, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(grid[0]).toEqual(new Array(10).fill(0));
  });
});
