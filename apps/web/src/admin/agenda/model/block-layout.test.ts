import { weekRange } from '@recepta/domain';
import { describe, expect, it } from 'vitest';
import { agendaBlock, at, block, CR, MONDAY, model } from '../../../../test/fixtures/agenda-week.ts';
import { toDomainBlock } from '../../../api/blocks.ts';
import { layoutBlocks } from './block-layout.ts';

const iso = (instant: number) => new Date(instant).toISOString();

function layout(blocks: ReturnType<typeof block>[]) {
  const m = model();
  return layoutBlocks(
    blocks.map((b) => agendaBlock(b)),
    m.clock,
    weekRange(MONDAY, CR),
    m.config,
    m.range,
  );
}

describe('toDomainBlock', () => {
  it('reads a one-off block as instants and a daily one as wall times', () => {
    const once = block({ start: '2026-11-24T16:00:00.000Z', end: '2026-11-24T17:00:00.000Z' });
    expect(toDomainBlock(once)).toMatchObject({ kind: 'oneoff', start: Date.parse(once.start as string) });
    expect(toDomainBlock(block({ startTime: '12:00', endTime: '13:00' }))).toMatchObject({
      kind: 'daily',
      startTime: '12:00',
      endTime: '13:00',
    });
  });
});

describe('layoutBlocks', () => {
  it('draws a daily block on every day of the week', () => {
    const { segments, allDay } = layout([block({ startTime: '12:00', endTime: '13:00' })]);
    expect(segments.map((day) => day.map((s) => [s.start, s.end]))).toEqual(new Array(7).fill([[720, 780]]));
    expect(allDay).toEqual([]);
  });

  it('cuts a one-off block at local midnight and at the drawn range', () => {
    const { segments } = layout([block({ start: iso(at(MONDAY, '17:00')), end: iso(at('2026-11-24', '09:00')) })]);
    expect(segments[0]?.map((s) => [s.start, s.end])).toEqual([[1020, 1080]]);
    expect(segments[1]?.map((s) => [s.start, s.end])).toEqual([[480, 540]]);
    expect(segments[2]).toEqual([]);
  });

  it('shows a whole-day organisation block above the grid and shades its days', () => {
    const closed = block({ start: iso(at('2026-11-24', '00:00')), end: iso(at('2026-11-26', '00:00') - 1) });
    const { segments, allDay, closedDays } = layout([closed]);
    expect(allDay.map((s) => [s.fromDay, s.toDay])).toEqual([[1, 2]]);
    expect(closedDays).toEqual([false, true, true, false, false, false, false]);
    expect(segments.flat()).toEqual([]);
  });

  it("does not shade the days of one resource's whole-day block", () => {
    const leave = block({
      resourceId: 'r1',
      start: iso(at('2026-11-24', '00:00')),
      end: iso(at('2026-11-25', '00:00') - 1),
    });
    const { allDay, closedDays } = layout([leave]);
    expect(allDay.map((s) => [s.fromDay, s.toDay])).toEqual([[1, 1]]);
    expect(closedDays.every((c) => !c)).toBe(true);
  });

  it('leaves out a block outside the week', () => {
    const { segments, allDay } = layout([
      block({ start: iso(at('2026-12-01', '10:00')), end: iso(at('2026-12-01', '11:00')) }),
    ]);
    expect(segments.flat()).toEqual([]);
    expect(allDay).toEqual([]);
  });
});
