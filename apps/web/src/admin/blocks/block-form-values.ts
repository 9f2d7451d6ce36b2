import {
  allDayRange,
  type BlockInput,
  formatHHMM,
  hexColor,
  instantToZoned,
  isDate,
  parseHHMM,
  z,
  zonedToInstant,
} from '@recepta/domain';
import type { Block } from '../../api/blocks.ts';
import { zonedBlock } from './block-times.ts';

/**
 * The block form speaks in what a receptionist types (dates and times on the clinic's clock); the
 * API takes instants or daily 'HH:MM' (blockInput). This file translates between the two.
 */

/** One-off (date and time), all-day (a date range) or daily recurring (useTimeOnly), as docs/product.md#blocks describes. */
export type BlockMode = 'once' | 'allDay' | 'daily';

/** The select's value for resourceId null: the whole organisation ('todos', docs/product.md#blocks). */
export const WHOLE_ORG = 'todos';

/** The documented block defaults (docs/product.md#blocks). */
export const DEFAULT_BLOCK_COLOURS = { backgroundColor: '#f5f5dc', textColor: '#000000' } as const;

export interface BlockFormValues {
  /** '' until chosen, WHOLE_ORG, or a resource id. */
  resourceId: string;
  mode: BlockMode;
  startDate: string;
  endDate: string;
  /** 'HH:MM': the one-off block's times on its dates, or the daily block's times. */
  startTime: string;
  endTime: string;
  reason: string;
  backgroundColor: string;
  textColor: string;
}

export interface BlockFormContext {
  /** The organisation's zone, in which dates and times are read. */
  tz: string;
  /** Opening hours ('HH:MM'), which bound daily blocks. */
  openTime: string;
  closeTime: string;
}

const required = 'Este campo es obligatorio';

/** The form's rules, with the opening hours and zone they depend on. */
export function blockFormSchema({ tz, openTime, closeTime }: BlockFormContext) {
  const open = parseHHMM(openTime) ?? 0;
  const close = parseHHMM(closeTime) ?? 24 * 60;
  return z
    .object({
      resourceId: z.string().min(1, 'Elige un recurso o «Todos»'),
      mode: z.enum(['once', 'allDay', 'daily']),
      startDate: z.string(),
      endDate: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      reason: z.string().trim().min(1, required).max(200, 'Máximo 200 caracteres'),
      backgroundColor: hexColor,
      textColor: hexColor,
    })
    .superRefine((v, ctx) => {
      const fail = (path: keyof BlockFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const date = (path: 'startDate' | 'endDate') => {
        if (!v[path]) fail(path, required);
        else if (!isDate(v[path])) fail(path, 'Fecha inválida');
        return isDate(v[path]);
      };
      const time = (path: 'startTime' | 'endTime') => {
        const minutes = parseHHMM(v[path]);
        if (!v[path]) fail(path, required);
        else if (minutes === undefined) fail(path, 'Hora inválida');
        return minutes;
      };
      const endAfterStart = 'El fin debe ser posterior al inicio';

      if (v.mode === 'daily') {
        const from = time('startTime');
        const to = time('endTime');
        const hours = `Debe estar dentro del horario (${openTime}–${closeTime})`;
        if (from !== undefined && (from < open || from > close)) fail('startTime', hours);
        if (to !== undefined && (to < open || to > close)) fail('endTime', hours);
        if (from !== undefined && to !== undefined && to <= from) fail('endTime', endAfterStart);
        return;
      }
      const datesOk = date('startDate') && date('endDate');
      if (v.mode === 'allDay') {
        if (datesOk && v.endDate < v.startDate) fail('endDate', 'La fecha de fin no puede ser anterior a la de inicio');
        return;
      }
      const from = time('startTime');
      const to = time('endTime');
      if (datesOk && from !== undefined && to !== undefined) {
        if (zonedToInstant(v.endDate, to, tz) <= zonedToInstant(v.startDate, from, tz)) fail('endTime', endAfterStart);
      }
    });
}

/** The request body for the form's values (already checked by blockFormSchema). */
export function toBlockInput(v: BlockFormValues, tz: string): BlockInput {
  const common = {
    resourceId: v.resourceId === WHOLE_ORG ? null : v.resourceId,
    reason: v.reason,
    backgroundColor: v.backgroundColor,
    textColor: v.textColor,
  };
  if (v.mode === 'daily') return { ...common, startTime: v.startTime, endTime: v.endTime };
  const range =
    v.mode === 'allDay'
      ? allDayRange(v.startDate, v.endDate, tz)
      : {
          start: zonedToInstant(v.startDate, parseHHMM(v.startTime) ?? 0, tz),
          end: zonedToInstant(v.endDate, parseHHMM(v.endTime) ?? 0, tz),
        };
  // UTC ISO keeps the milliseconds of an all-day end (23:59:59.999); the API takes any offset.
  return { ...common, start: new Date(range.start).toISOString(), end: new Date(range.end).toISOString() };
}

/** The form's starting values: a saved block read back into dates and times, or a new one for today. */
export function blockFormValues(block: Block | null, tz: string, now: number): BlockFormValues {
  const today = instantToZoned(now, tz).date;
  const blank: BlockFormValues = {
    resourceId: '',
    mode: 'once',
    startDate: today,
    endDate: today,
    startTime: '',
    endTime: '',
    reason: '',
    ...DEFAULT_BLOCK_COLOURS,
  };
  if (!block) return blank;
  const common = {
    ...blank,
    resourceId: block.resourceId ?? WHOLE_ORG,
    reason: block.reason,
    backgroundColor: block.backgroundColor,
    textColor: block.textColor,
  };
  if (block.startTime && block.endTime) {
    return { ...common, mode: 'daily', startTime: block.startTime, endTime: block.endTime };
  }
  const z = zonedBlock(block, tz);
  if (!z) return common;
  return {
    ...common,
    mode: z.allDay ? 'allDay' : 'once',
    startDate: z.startDate,
    endDate: z.endDate,
    startTime: z.allDay ? '' : formatHHMM(z.startMinutes),
    endTime: z.allDay ? '' : formatHHMM(z.endMinutes),
  };
}

/** The reason of the one-click holiday (docs/product.md#blocks). */
export const HOLIDAY_REASON = 'Cerrado por feriado';

/** "Cerrado por feriado": the whole organisation closed all day on `date` (an org-wide all-day block). */
export function holidayBlockInput(date: string, tz: string): BlockInput {
  return toBlockInput(
    {
      resourceId: WHOLE_ORG,
      mode: 'allDay',
      startDate: date,
      endDate: date,
      startTime: '',
      endTime: '',
      reason: HOLIDAY_REASON,
      ...DEFAULT_BLOCK_COLOURS,
    },
    tz,
  );
}
