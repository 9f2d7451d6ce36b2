import { describe, expect, it } from 'vitest';
import { wireBlock } from '../../../test/fixtures/wire-block.ts';
import type { Block } from '../../api/blocks.ts';
import {
  type BlockFormValues,
  blockFormSchema,
  blockFormValues,
  DEFAULT_BLOCK_COLOURS,
  holidayBlockInput,
  toBlockInput,
  WHOLE_ORG,
} from './block-form-values.ts';

const CR = 'America/Costa_Rica';
const ctx = { tz: CR, openTime: '08:00', closeTime: '18:00' };
const now = Date.parse('2026-11-24T15:00:00Z'); // 09:00 in Costa Rica

const values = (over: Partial<BlockFormValues>): BlockFormValues => ({
  resourceId: WHOLE_ORG,
  mode: 'once',
  startDate: '2026-11-24',
  endDate: '2026-11-24',
  startTime: '12:00',
  endTime: '13:00',
  reason: 'Almuerzo',
  ...DEFAULT_BLOCK_COLOURS,
  ...over,
});

const saved = (over: Partial<Block>): Block => wireBlock({ backgroundColor: '#ff0000', textColor: '#ffffff', ...over });

/** Each field the schema refuses, with its message. */
function issues(v: BlockFormValues): Record<string, string> {
  const result = blockFormSchema(ctx).safeParse(v);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('blockFormSchema', () => {
  it('accepts a well-formed block of each kind', () => {
    expect(issues(values({}))).toEqual({});
    expect(issues(values({ mode: 'allDay', startTime: '', endTime: '' }))).toEqual({});
    expect(issues(values({ mode: 'daily', startDate: '', endDate: '' }))).toEqual({});
  });

  it('asks for a resource and a reason', () => {
    expect(issues(values({ resourceId: '', reason: '  ' }))).toEqual({
      resourceId: 'Elige un recurso o «Todos»',
      reason: 'Este campo es obligatorio',
    });
  });

  it('refuses an end at or before the start', () => {
    expect(issues(values({ endTime: '12:00' }))).toEqual({ endTime: 'El fin debe ser posterior al inicio' });
    expect(issues(values({ mode: 'allDay', endDate: '2026-11-23' }))).toEqual({
      endDate: 'La fecha de fin no puede ser anterior a la de inicio',
    });
  });

  it('keeps daily times within opening hours', () => {
    expect(issues(values({ mode: 'daily', startTime: '07:00', endTime: '19:00' }))).toEqual({
      startTime: 'Debe estar dentro del horario (08:00–18:00)',
      endTime: 'Debe estar dentro del horario (08:00–18:00)',
    });
  });

  it('names a malformed date or time', () => {
    expect(issues(values({ startDate: '2026-13-01', startTime: '25:00' }))).toEqual({
      startDate: 'Fecha inválida',
      startTime: 'Hora inválida',
    });
  });
});

describe('toBlockInput', () => {
  it('sends a one-off block as instants read in the zone', () => {
    expect(toBlockInput(values({}), CR)).toEqual({
      resourceId: null,
      reason: 'Almuerzo',
      ...DEFAULT_BLOCK_COLOURS,
      start: '2026-11-24T18:00:00.000Z',
      end: '2026-11-24T19:00:00.000Z',
    });
  });

  it('sends an all-day block from midnight to the last millisecond of its last day', () => {
    const input = toBlockInput(values({ mode: 'allDay', endDate: '2026-11-25', resourceId: 'r1' }), CR);
    expect(input).toMatchObject({
      resourceId: 'r1',
      start: '2026-11-24T06:00:00.000Z',
      end: '2026-11-26T05:59:59.999Z',
    });
  });

  it('sends a daily block as wall times', () => {
    expect(toBlockInput(values({ mode: 'daily' }), CR)).toMatchObject({ startTime: '12:00', endTime: '13:00' });
  });
});

describe('blockFormValues', () => {
  it('starts a new block today in the zone, with the default colours', () => {
    expect(blockFormValues(null, CR, now)).toMatchObject({
      resourceId: '',
      mode: 'once',
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      ...DEFAULT_BLOCK_COLOURS,
    });
  });

  it('reads a saved block back into the form', () => {
    expect(blockFormValues(saved({ startTime: '12:00', endTime: '13:00' }), CR, now)).toMatchObject({
      mode: 'daily',
      resourceId: WHOLE_ORG,
      startTime: '12:00',
      endTime: '13:00',
      backgroundColor: '#ff0000',
    });
    const once = saved({ resourceId: 'r1', start: '2026-11-24T18:00:00.000Z', end: '2026-11-24T19:30:00.000Z' });
    expect(blockFormValues(once, CR, now)).toMatchObject({
      mode: 'once',
      resourceId: 'r1',
      startDate: '2026-11-24',
      startTime: '12:00',
      endTime: '13:30',
    });
    // The wire drops the milliseconds of 23:59:59.999.
    const allDay = saved({ start: '2026-11-24T06:00:00.000Z', end: '2026-11-26T05:59:59.000Z' });
    expect(blockFormValues(allDay, CR, now)).toMatchObject({
      mode: 'allDay',
      startDate: '2026-11-24',
      endDate: '2026-11-25',
      startTime: '',
    });
  });
});

describe('holidayBlockInput', () => {
  it('closes the whole organisation all day, named "Cerrado por feriado"', () => {
    expect(holidayBlockInput('2026-12-25', 'America/Costa_Rica')).toEqual({
      resourceId: null,
      reason: 'Cerrado por feriado',
      backgroundColor: '#f5f5dc',
      textColor: '#000000',
      start: '2026-12-25T06:00:00.000Z',
      end: '2026-12-26T05:59:59.999Z',
    });
  });
});
