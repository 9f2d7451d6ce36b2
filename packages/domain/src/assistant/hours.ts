/**
 * Times of day as patients write them (docs/product.md#chat-receptionist), read on accent-folded
 * text: "a las tres y media", "3pm", "14:00", "tipo 4", "entre las 3 y las 5", "después del
 * almuerzo", "no antes de las 3", "a primera hora". A bare hour that is outside the clinic's hours but
 * whose afternoon twin is inside ("a las 3") means the afternoon. Days are read in dates.ts;
 * preference.ts puts both together into the patient's whole wish of when.
 */

import { openingMinutes } from '../scheduling/config.ts';
import type { Config } from '../scheduling/types.ts';
import { numberWords } from './dates.ts';

/**
 * Number words after "las"/"la" become digits, "y media"/"y cuarto"/"menos cuarto" become minutes:
 * "a las tres y media de la tarde" → "a las 3:30 de la tarde".
 */
export function normalizeTimes(folded: string): string {
  // Diminutives of the parts of the day: "en la mañanita", "tempranito", "en la tardecita".
  let t = ` ${folded} `
    // "3 d la tarde": "d" written for "de".
    .replace(/\bd (la|las)\b/g, 'de $1')
    .replace(/\bmananita\b/g, 'manana')
    .replace(/\btardecita\b/g, 'tarde')
    .replace(/\btempranito\b/g, 'temprano');
  t = t.replace(
    /\b(las|la|a) (una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\b/g,
    (_, a, w) => `${a} ${numberWords[w]}`,
  );
  // "tipo cuatro y media": an hour about, not "tipo una semana".
  t = t.replace(
    /\btipo (una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\b(?! (?:semanas?|dias?|mes|meses|horas?|veces|personas?))/g,
    (_, w) => `tipo ${numberWords[w]}`,
  );
  // "a las cuatro treinta", "a las 4 y 30", "a las 10 y quince": the minutes said as a number. Only
  // 15, 30 and 45, and never after "entre" ("entre las 10 y 15" is a range).
  t = t.replace(
    /\b(las?|a|tipo) (\d{1,2}) (?:y )?(treinta|quince|cuarenta y cinco|15|30|45)\b(?! (?:de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)|dias|minutos))/g,
    (all, a, h, m, at: number, whole: string) =>
      /\bentre\b[^,.;]*$/.test(whole.slice(0, at))
        ? all
        : `${a} ${h}:${({ treinta: '30', quince: '15', 'cuarenta y cinco': '45' } as Record<string, string>)[m] ?? m}`,
  );
  // "a las 3 y pico": some minutes past that hour, before the next.
  t = t.replace(/\b(?:a )?(?:las |la )?(\d{1,2}) y pico\b/g, (_, h) => `entre las ${h} y las ${(Number(h) % 12) + 1}`);
  t = t.replace(/\b(\d{1,2}) y media\b/g, '$1:30');
  t = t.replace(/\b(\d{1,2}) y cuarto\b/g, '$1:15');
  t = t.replace(/\b(\d{1,2}) menos cuarto\b/g, (_, h) => `${Number(h) - 1}:45`);
  // "a mediodía" is a time like "a las 12" ("el lunes 30 a mediodía" is the 30th at noon, no range).
  t = t.replace(/\b(a )?medio ?dia\b/g, (_, a) => (a ? 'a las 12:00' : '12:00'));
  // About an hour: "tipo 4", "a eso de las 2", "como a las 3", "alrededor de las 10" are that hour.
  t = t.replace(
    /\b(?:(?:tipo|a eso de|eso de|alrededor de|cerca de|aprox|aproximadamente) (?:las |la )?|como (?:a )?(?:las|la) )(\d{1,2}(?::\d{2})?)\b(?! ?(?:dias|semanas|meses|horas|minutos|personas|veces|de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)))/g,
    'a las $1',
  );
  return t.trim();
}

/** An hour as said ("3", "3:30", "3pm") in minutes, an afternoon twin when only that one is open. */
function resolveHour(
  hour: number,
  minute: number,
  meridiem: 'am' | 'pm' | undefined,
  config: Config,
): number | undefined {
  if (hour > 23 || minute > 59) return undefined;
  let h = hour;
  if (meridiem === 'pm' && h < 12) h += 12;
  if (meridiem === 'am' && h === 12) h = 0;
  let minutes = h * 60 + minute;
  if (!meridiem && h >= 1 && h < 12) {
    // "a las 3": the clinic is not open at 03:00 but is at 15:00.
    const { open, close } = openingMinutes(config);
    const inside = (m: number) => m >= open && m < close;
    if (!inside(minutes) && inside(minutes + 720)) minutes += 720;
  }
  return minutes;
}

const hourRe = String.raw`(\d{1,2})(?::(\d{2}))? ?(a ?m|p ?m)?`;
/**
 * The part of the day said after a range or two hours ("de 2 a 4 de la tarde", "a las 8 o 9 de la
 * mañana") goes with them: left behind, it would stick to a day of the month ("el miércoles 2 de la
 * mañana" read as 02:00 on the coming Wednesday).
 */
const partSaid = '(?: ?de la (?:manana|tarde|noche))?';
const meridiemOf = (m: string | undefined, t: string): 'am' | 'pm' | undefined =>
  m
    ? m.startsWith('p')
      ? 'pm'
      : 'am'
    : /\bde la (tarde|noche)\b/.test(t)
      ? 'pm'
      : /\bde la manana\b/.test(t)
        ? 'am'
        : undefined;

/**
 * Ranges and alternatives of the time of day, taken out of the text: "entre las 3 y las 5",
 * "de 9 a 11", "después de las 4", "a partir de las 10", "antes de las 11", "antes del mediodía", "después del
 * almuerzo", "a las 8 o 9". Returns what they say and the text without them.
 */
export function readTimeRange(
  normalized: string,
  config: Config,
): { rest: string; after?: number; before?: number; times?: number[] } {
  let t = ` ${normalized} `;
  const out: { after?: number; before?: number; times?: number[] } = {};
  const at = (h: string, m: string | undefined, mer: string | undefined) =>
    resolveHour(Number(h), Number(m ?? 0), meridiemOf(mer, t), config);
  // A bound denied is the other bound: "no antes de las 3", "not before 10" are from that hour on;
  // "no después de las 5", "no más tarde de las 5" are before it.
  t = t.replace(
    new RegExp(String.raw`\b(?:no|not|ni) (?:antes de|mas temprano de|mas temprano que) (?:las |la )?${hourRe}`),
    (_a, h, m, p) => {
      const v = at(h, m, p);
      if (v !== undefined) out.after = v;
      return ' ';
    },
  );
  t = t.replace(
    new RegExp(String.raw`\b(?:no|not|ni) (?:despues de|mas tarde de|mas tarde que|pasadas) (?:las |la )?${hourRe}`),
    (_a, h, m, p) => {
      const v = at(h, m, p);
      if (v !== undefined) out.before = v;
      return ' ';
    },
  );
  // "a primera hora": the clinic's first hour; "a última hora", "última hora de la tarde": its last.
  const { open, close } = openingMinutes(config);
  t = t.replace(/\ba (?:la )?primera hora\b|\bprimera hora de la manana\b/, () => {
    out.before = open + 60;
    return ' ';
  });
  t = t.replace(/\ba (?:la )?ultima hora\b|\bultima hora de la tarde\b/, () => {
    out.after = close - 60;
    return ' ';
  });
  // "el sábado temprano", "solo puedo temprano": the clinic's first two hours, not the whole morning
  // ("más temprano" compares, "en la mañana temprano" is the morning, both read elsewhere).
  t = t.replace(/(?<!\b(?:mas|muy|tan|la manana|manana) )\btemprano\b(?! (?:que|de|en la manana))/, () => {
    out.before = open + 120;
    return ' temprano ';
  });
  t = t.replace(/\b(antes del? (medio ?dia|almuerzo|12:00)|en la manana temprano)\b/, () => {
    out.before = 720;
    return ' ';
  });
  t = t.replace(/\b(despues|luego) del? (almuerzo|almorzar|comer|comida)\b/, () => {
    out.after = 780;
    return ' ';
  });
  t = t.replace(/\b(despues|luego) del? (medio ?dia|12:00)\b/, () => {
    out.after = 720;
    return ' ';
  });
  t = t.replace(
    new RegExp(String.raw`\bentre (?:las |la )?${hourRe} y (?:las |la )?${hourRe}${partSaid}`),
    (all, h1, m1, p1, h2, m2, p2) => {
      const a = at(h1, m1, p1);
      let b = at(h2, m2, p2);
      if (a !== undefined && b !== undefined && b <= a && b + 720 < 1440) b += 720;
      if (a !== undefined) out.after = a;
      if (b !== undefined) out.before = b;
      return all ? ' ' : ' ';
    },
  );
  // "de 9 a 11", "de 2 a 4 de la tarde": a range like "entre 9 y 11" (not "de 2 a 3 personas").
  t = t.replace(
    new RegExp(
      String.raw`\bde (?:las |la )?${hourRe} a (?:las |la )?${hourRe}${partSaid}\b(?! ?(?:dias|semanas|meses|personas|veces|de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)))`,
    ),
    (all, h1, m1, p1, h2, m2, p2) => {
      const a = at(h1, m1, p1);
      let b = at(h2, m2, p2);
      if (a !== undefined && b !== undefined && b <= a && b + 720 < 1440) b += 720;
      if (a !== undefined) out.after = a;
      if (b !== undefined) out.before = b;
      return all ? ' ' : ' ';
    },
  );
  t = t.replace(
    new RegExp(String.raw`\b(?:despues de|a partir de|desde|pasadas) (?:las |la )?${hourRe}`),
    (_a, h, m, p) => {
      const v = at(h, m, p);
      if (v !== undefined) out.after = v;
      return ' ';
    },
  );
  t = t.replace(new RegExp(String.raw`\b(?:antes de|hasta|maximo a) (?:las |la )?${hourRe}`), (_a, h, m, p) => {
    const v = at(h, m, p);
    if (v !== undefined) out.before = v;
    return ' ';
  });
  t = t.replace(
    new RegExp(String.raw`\b(?:a )?(?:las |la )${hourRe} o (?:a )?(?:las |la )?${hourRe}${partSaid}\b`),
    (_a, h1, m1, p1, h2, m2, p2) => {
      const times = [at(h1, m1, p1), at(h2, m2, p2)].filter((v): v is number => v !== undefined);
      if (times.length > 0) out.times = times;
      return ' ';
    },
  );
  return { rest: t.replace(/\s+/g, ' ').trim(), ...out };
}

/** The wall time named in the text, in minutes, or undefined. */
export function readTime(normalized: string, config: Config): number | undefined {
  const t = ` ${normalized} `;
  let hour: number | undefined;
  let minute = 0;
  let meridiem: string | undefined;
  const clock = /\b(\d{1,2})[:h](\d{2})\b/.exec(t);
  const ampm = /\b(\d{1,2})(?::(\d{2}))? ?(a ?m|p ?m)\b/.exec(t);
  const las =
    /\b(?:las|la|a) (\d{1,2})(?::(\d{2}))?\b(?! de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre))/.exec(
      t,
    );
  const hs = /\b(\d{1,2}) ?(?:hs|hrs|horas)\b/.exec(t) ?? /\b(\d{1,2}) de la (?:manana|tarde|noche)\b/.exec(t);
  if (ampm) {
    hour = Number(ampm[1]);
    minute = Number(ampm[2] ?? 0);
    meridiem = ampm[3];
  } else if (clock) {
    hour = Number(clock[1]);
    minute = Number(clock[2]);
  } else if (las) {
    hour = Number(las[1]);
    minute = Number(las[2] ?? 0);
  } else if (hs) {
    hour = Number(hs[1]);
  }
  if (hour === undefined) return undefined;
  return resolveHour(hour, minute, meridiemOf(meridiem, t), config);
}
