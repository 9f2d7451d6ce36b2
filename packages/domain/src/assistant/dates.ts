/**
 * Spanish days and times as patients write them (docs/product.md#chat-receptionist), read on
 * accent-folded text, resolved in the clinic's zone: "pasado mañana", "el viernes", "mañana
 * temprano", "en la tarde", "a las tres y media", "3pm", "14:00", "27 de noviembre". A bare hour that
 * is outside the clinic's hours but whose afternoon twin is inside ("a las 3") means the afternoon.
 */
import { openingMinutes } from '../scheduling/config.ts';
import type { Config } from '../scheduling/types.ts';
import { addDays, instantToZoned, spanishMonths, weekdayIndex } from '../time.ts';
import type { Preference } from './types.ts';

/** Lower case, accents gone, punctuation but ':' and '/' as spaces: "¡A las 3:30!" → "a las 3:30". */
export function foldKeepingTime(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s:/]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const numberWords: Record<string, number> = {
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
};

export const weekdayWords = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'] as const;

/**
 * Number words after "las"/"la" become digits, "y media"/"y cuarto"/"menos cuarto" become minutes:
 * "a las tres y media de la tarde" → "a las 3:30 de la tarde".
 */
export function normalizeTimes(folded: string): string {
  let t = ` ${folded} `;
  t = t.replace(
    /\b(las|la|a) (una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\b/g,
    (_, a, w) => `${a} ${numberWords[w]}`,
  );
  t = t.replace(/\b(\d{1,2}) y media\b/g, '$1:30');
  t = t.replace(/\b(\d{1,2}) y cuarto\b/g, '$1:15');
  t = t.replace(/\b(\d{1,2}) menos cuarto\b/g, (_, h) => `${Number(h) - 1}:45`);
  t = t.replace(/\bmedio ?dia\b/g, '12:00');
  return t.trim();
}

/** The wall time named in the text, in minutes, or undefined. */
export function readTime(normalized: string, config: Config): number | undefined {
  const t = ` ${normalized} `;
  let hour: number | undefined;
  let minute = 0;
  let meridiem: 'am' | 'pm' | undefined;
  const clock = /\b(\d{1,2})[:h](\d{2})\b/.exec(t);
  const ampm = /\b(\d{1,2})(?::(\d{2}))? ?(a ?m|p ?m)\b/.exec(t);
  const las =
    /\b(?:las|la|a) (\d{1,2})(?::(\d{2}))?\b(?! de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre))/.exec(
      t,
    );
  const hs = /\b(\d{1,2}) ?(?:hs|hrs|horas)\b/.exec(t);
  if (ampm) {
    hour = Number(ampm[1]);
    minute = Number(ampm[2] ?? 0);
    meridiem = ampm[3]!.startsWith('p') ? 'pm' : 'am';
  } else if (clock) {
    hour = Number(clock[1]);
    minute = Number(clock[2]);
  } else if (las) {
    hour = Number(las[1]);
    minute = Number(las[2] ?? 0);
  } else if (hs) {
    hour = Number(hs[1]);
  }
  if (hour === undefined || hour > 23 || minute > 59) return undefined;
  if (/\bde la (tarde|noche)\b/.test(t)) meridiem = 'pm';
  else if (/\bde la manana\b/.test(t)) meridiem = 'am';
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  let minutes = hour * 60 + minute;
  if (!meridiem && hour >= 1 && hour < 12) {
    // "a las 3": the clinic is not open at 03:00 but is at 15:00.
    const { open, close } = openingMinutes(config);
    const inside = (m: number) => m >= open && m < close;
    if (!inside(minutes) && inside(minutes + 720)) minutes += 720;
  }
  return minutes;
}

/** The date named in the text, relative to `today` (a local date), or a weekday. */
export function readDay(normalized: string, today: string): { date?: string; weekday?: number } {
  const t = ` ${normalized} `;
  if (/\bpasado ?manana\b/.test(t)) return { date: addDays(today, 2) };
  if (/\bhoy\b/.test(t)) return { date: today };
  // "mañana" is tomorrow, unless it is "la mañana" (the morning).
  if (/\bmanana\b/.test(t.replace(/\b(de |en |por )?las? mananas?\b/g, ' '))) return { date: addDays(today, 1) };
  const dayMonth =
    /\b(\d{1,2}) de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/.exec(
      t,
    );
  const slash = /\b(\d{1,2})\/(\d{1,2})\b/.exec(t);
  const dayOnly = /\b(?:el )?dia (\d{1,2})\b/.exec(t);
  if (dayMonth || slash || dayOnly) {
    const day = Number(dayMonth?.[1] ?? slash?.[1] ?? dayOnly?.[1]);
    const month = dayMonth ? spanishMonths.indexOf(dayMonth[2]!) + 1 : slash ? Number(slash[2]) : undefined;
    const date = nextDate(today, day, month);
    if (date) return { date };
  }
  for (let i = 0; i < weekdayWords.length; i++) {
    if (new RegExp(`\\b${weekdayWords[i]}\\b`).test(t)) return { weekday: i };
  }
  return {};
}

/** The first date on or after today with this day (and month). */
function nextDate(today: string, day: number, month: number | undefined): string | undefined {
  if (day < 1 || day > 31 || (month !== undefined && (month < 1 || month > 12))) return undefined;
  for (let k = 0; k < 400; k++) {
    const d = addDays(today, k);
    const [, m, dd] = d.split('-').map(Number);
    if (dd === day && (month === undefined || m === month)) return d;
  }
  return undefined;
}

/** A part of the day: "en la tarde", "mañana temprano", "por la noche". */
export function readPart(normalized: string): Preference['part'] {
  const t = ` ${normalized} `;
  if (/\btarde(cita)?\b/.test(t)) return 'afternoon';
  if (/\bnoche\b/.test(t)) return 'evening';
  if (/\btemprano\b/.test(t) || /\blas? mananas?\b/.test(t)) return 'morning';
  return undefined;
}

/** Everything the text says about when: day, weekday, part of the day, time. Empty when nothing. */
export function readPreference(text: string, config: Config, now: number, tz: string): Preference {
  const normalized = normalizeTimes(foldKeepingTime(text));
  const today = instantToZoned(now, tz).date;
  const pref: Preference = { ...readDay(normalized, today) };
  const part = readPart(normalized);
  if (part) pref.part = part;
  const minutes = readTime(normalized, config);
  if (minutes !== undefined) pref.minutes = minutes;
  return pref;
}

export function hasWhen(pref: Preference): boolean {
  return (
    pref.date !== undefined ||
    pref.weekday !== undefined ||
    pref.part !== undefined ||
    pref.minutes !== undefined ||
    pref.from !== undefined
  );
}

/** Whether a start (in `tz`) fits what the patient asked for. */
export function matchesPreference(start: number, pref: Preference, tz: string): boolean {
  const wall = instantToZoned(start, tz);
  if (pref.date !== undefined && wall.date !== pref.date) return false;
  if (pref.from !== undefined && wall.date < pref.from) return false;
  if (pref.weekday !== undefined && weekdayIndex(wall.date) !== pref.weekday) return false;
  if (pref.minutes !== undefined && wall.minutes !== pref.minutes) return false;
  if (pref.part === 'morning' && wall.minutes >= 720) return false;
  if (pref.part === 'afternoon' && wall.minutes < 720) return false;
  if (pref.part === 'evening' && wall.minutes < 1020) return false;
  return true;
}
