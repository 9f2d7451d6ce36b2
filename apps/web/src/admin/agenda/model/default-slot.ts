import { openingMinutes, startTimesOn } from '@recepta/domain';
import type { AgendaModel } from './agenda-model.ts';

/**
 * Where 'Nueva cita' starts: the next step of today's opening hours when today is in view and still
 * open, else the first opening of the day shown (or of Monday; the week's opening on a closed day).
 */
export function defaultSlot(
  model: AgendaModel,
  day: number | undefined,
  now: number,
): { date: string; startMin: number } {
  const at = model.clock.locate(now);
  if (at && (day === undefined || day === at.day)) {
    const today = model.week.days[at.day] as string;
    const next = startTimesOn(model.config, today).find((m) => m > at.minutes);
    if (next !== undefined) return { date: today, startMin: next };
  }
  const date = model.week.days[day ?? 0] as string;
  return { date, startMin: startTimesOn(model.config, date)[0] ?? openingMinutes(model.config).open };
}
