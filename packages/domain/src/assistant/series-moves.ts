/**
 * "¿Te reservo la misma hora las próximas semanas?" (docs/product.md#series): after the receptionist
 * books a service marked "Se repite", it offers the same wall time the following weeks. A tap on
 * 4 or 8 weeks books at once; weeks said in words are read back first. The series is all or
 * nothing: weeks that collide are named, and the patient chooses the free ones or none — never
 * skipped silently.
 */
import { addDays, instantToZoned, zonedToInstant } from '../time.ts';
import { numberWords } from './dates.ts';
import { fresh, result } from './moves.ts';
import { say } from './texts.ts';
import type { AssistantContext, AssistantState, SeriesWish, StepResult } from './types.ts';
import { buttonIds, readYesNo } from './understand.ts';

/** Most weeks a patient may ask for in the chat (staff book longer series from the agenda). */
export const SERIES_MAX_WEEKS = 12;

/** "4", "las 8 semanas", "ocho", "un mes" (4), "dos meses" (8): the weeks asked for, if any. */
export function readWeeks(folded: string): number | undefined {
  if (/\b(dos|2) meses\b/.test(folded)) return 8;
  if (/\b(un|1) mes\b/.test(folded)) return 4;
  const digits = /\b(\d{1,2})\b/.exec(folded);
  const n = digits ? Number(digits[1]) : undefined;
  if (n !== undefined) return n >= 2 && n <= SERIES_MAX_WEEKS ? n : undefined;
  for (const [w, v] of Object.entries(numberWords)) {
    if (v >= 2 && v <= SERIES_MAX_WEEKS && new RegExp(`\\b${w}\\b`).test(folded)) return v;
  }
  return undefined;
}

/** The weekly starts of a series after the booked one: same wall time, across DST. */
export function seriesStarts(ctx: AssistantContext, bookedStart: number, weeks: number): number[] {
  const wall = instantToZoned(bookedStart, ctx.tz);
  return Array.from({ length: weeks }, (_, i) => zonedToInstant(addDays(wall.date, 7 * (i + 1)), wall.minutes, ctx.tz));
}

/** The question after a booking of a recurring service. */
export function askSeries(state: AssistantState, series: SeriesWish, ctx: AssistantContext): StepResult {
  return result({ ...state, step: 'confirm_series', series }, [say.seriesAsk(ctx, series.bookedStart)]);
}

function bookSeries(state: AssistantState, series: SeriesWish, weeks: number, ctx: AssistantContext): StepResult {
  const [start] = seriesStarts(ctx, series.bookedStart, 1);
  return result(
    { ...state, series: { ...series, weeks } },
    [],
    [{ kind: 'book_series', serviceId: series.serviceId, resourceId: series.resourceId, start: start!, weeks }],
  );
}

/** The answer to the series question, or undefined when the message is not one. */
export function answerSeries(
  state: AssistantState,
  text: string,
  folded: string,
  buttonId: string | undefined,
  ctx: AssistantContext,
): StepResult | undefined {
  const series = state.series;
  if (!series) return undefined;
  const tap = /^a:series:(\d+)$/.exec(buttonId ?? '');
  if (tap) return bookSeries(state, series, Number(tap[1]), ctx);
  if (buttonId === buttonIds.seriesNo) return result(fresh(state), [{ text: say.seriesNo }]);
  const yn = readYesNo(text, buttonId);
  const weeks = buttonId ? undefined : readWeeks(folded);
  if (yn === 'no' && weeks === undefined) return result(fresh(state), [{ text: say.seriesNo }]);
  // Weeks already read back: a yes books them.
  if (yn === 'yes' && series.weeks !== undefined && weeks === undefined)
    return bookSeries(state, series, series.weeks, ctx);
  if (weeks !== undefined) {
    const service = ctx.services.find((s) => s.id === series.serviceId)?.name ?? 'tu servicio';
    return result({ ...state, series: { ...series, weeks } }, [
      say.seriesReadBack(ctx, service, series.resourceId, seriesStarts(ctx, series.bookedStart, weeks)),
    ]);
  }
  if (yn === 'yes') return result(state, [say.seriesHowMany()]);
  return undefined;
}

/** The answer to "¿Te reservo esas o ninguna?" after some weeks collided. */
export function answerSeriesConflicts(
  state: AssistantState,
  text: string,
  buttonId: string | undefined,
): StepResult | undefined {
  const series = state.series;
  if (!series?.free?.length) return undefined;
  const yn =
    buttonId === buttonIds.seriesFree ? 'yes' : buttonId === buttonIds.seriesNo ? 'no' : readYesNo(text, buttonId);
  if (yn === 'no') return result(fresh(state), [{ text: say.seriesNo }]);
  if (yn !== 'yes') return undefined;
  return result(
    state,
    [],
    [{ kind: 'book_times', serviceId: series.serviceId, resourceId: series.resourceId, starts: series.free }],
  );
}
