/**
 * Which free times the receptionist proposes (docs/product.md#chat-receptionist): exactly three
 * suggestions spread over the coming days, and a longer list behind "Más horarios".
 */
import { openingRanges } from '../scheduling/config.ts';
import type { Config } from '../scheduling/types.ts';
import { addDays, dateToDayNumber, instantToZoned, weekdayIndex } from '../time.ts';
import { matchesPreference } from './preference.ts';
import type { OfferedSlot, Preference } from './types.ts';

/** Days ahead the receptionist looks, as the availability search does (docs/product.md#availability). */
export const SEARCH_DAYS = 14;
/** The furthest a day the patient names is searched ("el quince de diciembre", "dentro de dos semanas"). */
export const NAMED_DAY_LIMIT = 92;

/**
 * Days the search covers from today: SEARCH_DAYS, or up to the last day of a date or week the
 * patient named beyond them, so "el quince de diciembre" three weeks away is searched, not refused.
 */
export function searchDaysOf(pref: Preference, today: string): number {
  const last = pref.date ?? pref.to ?? (pref.from !== undefined ? addDays(pref.from, 6) : undefined);
  if (last === undefined) return SEARCH_DAYS;
  const through = dateToDayNumber(last) - dateToDayNumber(today) + 1;
  return Math.min(Math.max(SEARCH_DAYS, through), NAMED_DAY_LIMIT);
}

/** The longer list: WhatsApp lists hold ten rows. */
export const MORE_LIMIT = 10;

/**
 * Free times for a preference, gathered day by day from `freeOn(date)` (every free start of that
 * local date, from now on, earliest first — the server's availability search, or a test's): days
 * the preference rules out are not searched, and the search stops once enough days have answered.
 */
export function gatherSlots(
  pref: Preference,
  today: string,
  tz: string,
  freeOn: (date: string) => OfferedSlot[],
): OfferedSlot[] {
  const out: OfferedSlot[] = [];
  let days = 0;
  const searched = searchDaysOf(pref, today);
  for (let k = 0; k < searched && (days < 4 || out.length < 3 + MORE_LIMIT); k++) {
    const date = addDays(today, k);
    if (pref.date !== undefined && date !== pref.date) continue;
    if (pref.from !== undefined && date < pref.from) continue;
    if (pref.to !== undefined && date > pref.to) break;
    const day = weekdayIndex(date);
    if (pref.weekday !== undefined && day !== pref.weekday) continue;
    if (pref.weekdays?.length && !pref.weekdays.includes(day)) continue;
    if (pref.notWeekdays?.includes(day)) continue;
    const fit = freeOn(date).filter((s) => matchesPreference(s.start, pref, tz));
    if (fit.length > 0) days++;
    out.push(...fit);
  }
  return out;
}

/**
 * Three suggestions: the earliest free time, then the first of each following day, so the patient
 * sees a choice of days; when fewer days have room, times of the same day at least two hours
 * apart, then any. The rest, earliest first, make the longer list.
 */
export function pickOffer(slots: readonly OfferedSlot[], tz: string): { offered: OfferedSlot[]; more: OfferedSlot[] } {
  const sorted = [...slots].sort((a, b) => a.start - b.start);
  const offered: OfferedSlot[] = [];
  const days = new Set<string>();
  for (const s of sorted) {
    if (offered.length === 3) break;
    const date = instantToZoned(s.start, tz).date;
    if (!days.has(date)) {
      days.add(date);
      offered.push(s);
    }
  }
  const taken = (s: OfferedSlot) => offered.some((o) => o.start === s.start);
  for (const s of sorted) {
    if (offered.length === 3) break;
    if (!taken(s) && offered.every((o) => Math.abs(o.start - s.start) >= 2 * 3_600_000)) offered.push(s);
  }
  for (const s of sorted) {
    if (offered.length === 3) break;
    if (!taken(s)) offered.push(s);
  }
  offered.sort((a, b) => a.start - b.start);
  const more = sorted.filter((s) => !taken(s)).slice(0, MORE_LIMIT);
  return { offered, more };
}

/** Whether the clinic opens at all on the day a preference names (a closed Sunday: false). */
export function opensOn(pref: Preference, config: Config, today: string): boolean {
  if (pref.date !== undefined) return openingRanges(config, pref.date).length > 0;
  if (pref.weekdays?.length) return pref.weekdays.some((d) => opensOn({ weekday: d }, config, today));
  if (pref.weekday !== undefined) {
    for (let k = 0; k < 7; k++) {
      const d = addDays(today, k);
      if (weekdayIndex(d) === pref.weekday) return openingRanges(config, d).length > 0;
    }
  }
  return true;
}
