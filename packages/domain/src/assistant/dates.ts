/**
 * Spanish days as patients write them (docs/product.md#chat-receptionist), read on accent-folded
 * text: "pasado mañana", "el viernes", "27 de noviembre", "menos el lunes". Times of day are read in
 * hours.ts; preference.ts puts both together into the patient's whole wish of when.
 */

import { normalizeMessage } from '../messaging/answers.ts';
import { addDays, spanishMonths, weekdayIndex } from '../time.ts';

/** Lower case, accents gone, punctuation but ':' and '/' as spaces: "¡A las 3:30!" → "a las 3:30". */
export function foldKeepingTime(text: string): string {
  return normalizeMessage(text);
}

/** Numbers in words, one to twelve (hours, and the weeks of a series). */
export const numberWords: Record<string, number> = {
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

/** Days of the month in words: "el quince de diciembre", "el lunes treinta", "martes primero". */
const dayNumberWords: Record<string, number> = {
  ...numberWords,
  primero: 1,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  'treinta y uno': 31,
};
const dayNumberRe = Object.keys(dayNumberWords)
  .sort((a, b) => b.length - a.length)
  .join('|');
export const monthRe = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';

/**
 * A day of the month in words becomes digits where only a day can be meant: before "de <month>",
 * after a weekday or "día": "el martes primero de diciembre" → "el martes 1 de diciembre".
 */
export function normalizeDayNumbers(text: string): string {
  return (
    text
      .replace(
        /\b(\d{1,2}|[a-z]+) de (ene|feb|mar|abr|may|jun|jul|ago|sep|sept|set|oct|nov|dic)\b/g,
        (all, d, m: string) => (/^\d+$/.test(d) || d in dayNumberWords ? `${d} de ${monthOfShort[m]}` : all),
      )
      // "14 dic", "dic 14", "diciembre 14": the day and month without "de".
      .replace(
        new RegExp(String.raw`\b(\d{1,2}) (${monthRe}|${shortMonthRe})\b`, 'g'),
        (_, d, m: string) => `${d} de ${monthOfShort[m] ?? m}`,
      )
      .replace(
        new RegExp(String.raw`\b(${monthRe}|${shortMonthRe}) (\d{1,2})\b(?!:| ?(?:am|pm|hs|hrs|horas)| de la)`, 'g'),
        (_, m: string, d) => `${d} de ${monthOfShort[m] ?? m}`,
      )
      .replace(
        new RegExp(String.raw`\b(${dayNumberRe}) de (${monthRe})\b`, 'g'),
        (_, w, m) => `${dayNumberWords[w]} de ${m}`,
      )
      .replace(
        new RegExp(String.raw`\b(lunes|martes|miercoles|jueves|viernes|sabado|domingo|dia) (${dayNumberRe})\b`, 'g'),
        (_, d, w) => `${d} ${dayNumberWords[w]}`,
      )
  );
}

/** Months as patients shorten them: "el 14 de dic", "3 de ene". */
const monthOfShort: Record<string, string> = {
  ene: 'enero',
  feb: 'febrero',
  mar: 'marzo',
  abr: 'abril',
  may: 'mayo',
  jun: 'junio',
  jul: 'julio',
  ago: 'agosto',
  sep: 'septiembre',
  sept: 'septiembre',
  set: 'septiembre',
  oct: 'octubre',
  nov: 'noviembre',
  dic: 'diciembre',
};

const shortMonthRe = Object.keys(monthOfShort).join('|');

export const weekdayWords = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'] as const;

/** The date named in the text, relative to `today` (a local date), or a weekday. */
export function readDay(normalized: string, today: string): { date?: string; weekday?: number } {
  const t = ` ${normalizeDayNumbers(normalized)} `;
  const relative = relativeDay(t, today);
  const dated = datedDay(t, today);
  // Both said and not the same day: the one said last ("el martes o sea mañana, no, el día 1").
  if (relative && dated) return relative.at > dated.at ? { date: relative.date } : { date: dated.date };
  if (relative) return { date: relative.date };
  if (dated) return { date: dated.date };
  const { weekdays } = readWeekdays(t);
  if (weekdays.length === 1) return { weekday: weekdays[0]! };
  return {};
}

/**
 * "pasado mañana", "hoy", "mañana" (not "la mañana", the morning): the day and where it was said. One
 * said with "no" ("hoy no puedo, mañana sí", "no hoy sino mañana") gives way to the others; of those
 * left, the one said last.
 */
function relativeDay(t: string, today: string): { date: string; at: number } | undefined {
  const blank = (m: string) => ' '.repeat(m.length);
  const found: { date: string; at: number; no: boolean }[] = [];
  const add = (re: RegExp, text: string, date: string) => {
    for (const m of text.matchAll(re)) {
      const end = m.index + m[0].length;
      const before = t.slice(0, m.index);
      // "hoy no, mañana": the "no" is today's, not tomorrow's.
      const no = /^\s*no\b/.test(t.slice(end)) || (/\bno\s*$/.test(before) && !/\b(hoy|manana)\s+no\s*$/.test(before));
      found.push({ date, at: m.index, no });
    }
  };
  add(/\bpasado ?manana\b/g, t, addDays(today, 2));
  add(/\bhoy\b/g, t, today);
  // "la mañana", "cualquier mañana" are a part of the day, not tomorrow.
  const tomorrows = t
    .replace(/\bpasado ?manana\b/g, blank)
    .replace(/\b((de |en |por )?las? |cualquier |alguna |una |toda la )mananas?\b/g, blank);
  add(/\bmanana\b/g, tomorrows, addDays(today, 1));
  if (found.length === 0) return undefined;
  const said = found.filter((f) => !f.no);
  // None said with "no", or all: the first kind (pasado mañana, then hoy, then mañana), as before.
  if (said.length === found.length || said.length === 0) return found[0];
  return said.reduce((a, b) => (b.at > a.at ? b : a));
}

/** A day of the month ("el 27 de noviembre", "el 9/12", "el día 27", "el lunes 30") and where it was said. */
function datedDay(t: string, today: string): { date: string; at: number } | undefined {
  const dayMonth =
    /\b(\d{1,2}) de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/.exec(
      t,
    );
  const slash = /\b(\d{1,2})\/(\d{1,2})\b/.exec(t);
  // "el día 27", or "el lunes 30" (a weekday and the day of the month, not an hour); "el lunes 30 a
  // las 8" is the 30th at 8, "el lunes 8 a 10" an hour range.
  const dayOnly =
    /\b(?:el )?dia (\d{1,2})\b/.exec(t) ??
    // "para el 30": a number no hour can be, after "el", is the day of the month.
    /\b(?:para|desde|hasta|y|o)? ?el (1[3-9]|2\d|3[01])\b(?!:|\d| ?(?:am|pm|a m|p m|hs|horas|hrs|minutos|dias|%))/.exec(
      t,
    ) ??
    /\b(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo) (\d{1,2})\b(?!:|\d| ?(?:am|pm|a m|p m|hs|horas|hrs)| (?:o|y) (?:las )?\d| a \d| de la (?:manana|tarde|noche))/.exec(
      t,
    );
  // "para el 27", "me la pasa pal 4", "el 15 a las 10", "la (cita) del 27": a day of the month said alone, the next one
  // to come (never an hour, "la 2" of a list, or "2 personas"; a list's "el 2" is read before this).
  const bare =
    dayMonth || slash || dayOnly
      ? null
      : /\b(?:para el|pal|el|al|(?:la|cita|turno|hora|consulta) del) (\d{1,2})\b(?!:|\/| ?(?:am|pm|a m|p m|hs|hrs|horas|h\b|personas|veces|anos|meses|dias|semanas|minutos|de la (?:manana|tarde|noche)|(?:o|y) (?:las )?\d|a \d))/.exec(
          t,
        );
  const found = dayMonth ?? slash ?? dayOnly ?? bare;
  if (!found) return undefined;
  const day = Number(dayMonth?.[1] ?? slash?.[1] ?? dayOnly?.[1] ?? bare?.[1]);
  const month = dayMonth ? spanishMonths.indexOf(dayMonth[2]!) + 1 : slash ? Number(slash[2]) : undefined;
  const date = nextDate(today, day, month);
  return date ? { date, at: found.index } : undefined;
}

/** "no puedo los lunes", "no me sirven los martes": a weekday said not to suit, like "menos el lunes". */
const cannotOn = 'no (?:puedo|podre|podria|me (?:sirve|sirven|queda|quedan|viene|vienen|conviene|acomoda))';
// "que no sea el lunes", "no en lunes" exclude; "que sea el lunes", "o sea el lunes" name it.
const exclusionBefore = new RegExp(
  String.raw`\b(menos|excepto|salvo|no|ni|no sea|pero no|tampoco|${cannotOn})( en| para)?( el| los| la)?\s*$`,
);
/** "menos entre semana", "no puedo entre semana": a span of days said not to suit (a bare "no" is not). */
const spanExclusionBefore = new RegExp(
  String.raw`\b(menos|excepto|salvo|pero no|tampoco|${cannotOn})( en| para)?( el| los| la)?\s*$`,
);
/** "menos martes y jueves", "no puedo los lunes y martes": a weekday joined to an excluded one is excluded too. */
const exclusionChain = new RegExp(
  String.raw`\b(menos|excepto|salvo|ni|no|${cannotOn})( en| para)?( el| los| la)? (lunes|martes|miercoles|jueves|viernes|sabado|domingo)s?( (y|ni|o)( en)?( el| los)?| ni)\s*$`,
);
const exclusionAfter = /^\s*(no (puedo|me (sirve|queda|viene)|podria|estoy)|imposible|tampoco|ni loco)/;
/** "los lunes y martes no puedo": a weekday joined to one said not to suit after it. */
const exclusionAfterChain =
  /^\s*(y|ni|o)( el| los| la)? (lunes|martes|miercoles|jueves|viernes|sabado|domingo)s? (no (puedo|podre|podria|me (sirve|sirven|queda|quedan|viene|vienen))|imposible|tampoco)\b/;

/**
 * The weekdays a text names, those wished and those excluded: "cualquier tarde menos el viernes",
 * "no el lunes", "el lunes no puedo", "el lunes o el martes", "el fin de semana", "entre semana".
 */
export function readWeekdays(normalized: string): { weekdays: number[]; notWeekdays: number[] } {
  const t = ` ${normalized} `;
  const weekdays: number[] = [];
  const notWeekdays: number[] = [];
  // "ahorita no puedo entre semana", "el fin de semana no me sirve": the span's days excluded, as a weekday's.
  const spans: [RegExp, number[]][] = [
    [/\bfin(?:es)? de semana\b|\bfindes?\b/g, [5, 6]],
    [/\bentre semana\b/g, [0, 1, 2, 3, 4]],
  ];
  for (const [re, days] of spans) {
    for (let m = re.exec(t); m; m = re.exec(t)) {
      const before = t.slice(Math.max(0, m.index - 24), m.index);
      const after = t.slice(m.index + m[0].length, m.index + m[0].length + 24);
      // A bare "no" before it is the end of another wish: "el finde no, entre semana x la mañana".
      const into = spanExclusionBefore.test(before) || exclusionAfter.test(after) ? notWeekdays : weekdays;
      for (const d of days) if (!into.includes(d)) into.push(d);
    }
  }
  for (let i = 0; i < weekdayWords.length; i++) {
    const re = new RegExp(`\\b${weekdayWords[i]}s?\\b`, 'g');
    for (let m = re.exec(t); m; m = re.exec(t)) {
      const before = t.slice(Math.max(0, m.index - 24), m.index);
      const after = t.slice(m.index + m[0].length, m.index + m[0].length + 24);
      const chain = t.slice(Math.max(0, m.index - 44), m.index);
      if (
        exclusionBefore.test(before) ||
        exclusionChain.test(chain) ||
        exclusionAfter.test(after) ||
        exclusionAfterChain.test(after)
      ) {
        if (!notWeekdays.includes(i)) notWeekdays.push(i);
      } else if (!weekdays.includes(i)) weekdays.push(i);
    }
  }
  return { weekdays: weekdays.filter((d) => !notWeekdays.includes(d)), notWeekdays };
}

/**
 * "vie 9", "miércoles 12": a weekday and a number its coming date of the month is not ("el viernes 9"
 * falls on no Friday soon) is the hour, as terse patients write it: "viernes a las 9". One that is that
 * weekday's date ("lunes 30" on Monday 30) stays a date.
 */
export function weekdayNumberAsHour(text: string, today: string): string {
  return text.replace(
    /\b(lunes|martes|miercoles|jueves|viernes|sabado|domingo) (\d{1,2})\b(?!:|\d| ?(?:am|pm|a m|p m|hs|horas|hrs|de |del )| (?:o|y|a) (?:las )?\d)/g,
    (whole, day: string, n: string) => {
      const hour = Number(n);
      const date = nextDate(today, hour, undefined);
      if (hour < 1 || hour > 23 || (date && weekdayIndex(date) === weekdayWords.indexOf(day as never))) return whole;
      return `${day} a las ${n}`;
    },
  );
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
