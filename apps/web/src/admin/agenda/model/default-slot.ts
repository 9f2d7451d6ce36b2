import { openingMinutes } from '@recepta/domain';
import type { AgendaModel } from './agenda-model.ts';

/**
 * Where 'Nueva cita' starts: the next free step of today when today is in view and still open,
 * else the opening time of the day shown (or of Monday).
 */
export function defaultSlot(
  model: AgendaModel,
  day: number | undefined,
  now: number,
): { date: string; startMin: number } {
  const { open, close } = openingMinutes(model.config);
  const at = model.clock.locate(now);
  const inc = model.increment;
  if (at && (day === undefined || day === at.day)) {
    const next = Math.max(open, Math.ceil((at.minutes + 1) / inc) * inc);
    if (next + inc <= close) return { date: model.week.days[at.day] as string, startMin: next };
  }
  return { date: model.week.days[day ?? 0] as string, startMin: open };
}
