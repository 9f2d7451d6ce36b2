/**
 * A patient's wish of when, read whole from a message (docs/product.md#chat-receptionist): the day,
 * the weekdays wanted and excluded, the part of the day, the time or range, a correction in the
 * middle ("el martes, no perdón, el miércoles"), and whether a start fits it. The words it is made
 * of (days, times, weekdays) are read in dates.ts.
 */

import { openingMinutes } from '../scheduling/config.ts';
import type { Config } from '../scheduling/types.ts';
import { addDays, instantToZoned, mondayOf, spanishMonths, weekdayIndex } from '../time.ts';
import { foldKeepingTime, monthRe, numberWords, readDay, readWeekdays, weekdayNumberAsHour } from './dates.ts';
import { normalizeTimes, readTime, readTimeRange } from './hours.ts';
import type { Preference } from './types.ts';

// A bare "no" excludes only inside a sentence ("pero no en la mañana"): "no, en la tarde" answering a
// read-back is a no and an afternoon.
const cannot =
  '(?:(?:no|tampoco) (?:puedo|podre|podria|puede ser|me (?:sirve|sirven|queda|quedan|viene|vienen|conviene|acomoda)|estoy|alcanzo|trabajo)|(?:pero|y|aunque|mas) no|tampoco|(?:que )?no sea)';
/** Being busy: "trabajo", "estudio", "tengo clases", "estoy ocupada". */
const busy =
  '(?:trabajo|estudio|laburo|chambeo|curro|tengo (?:clases?|trabajo|colegio|universidad|la u)|estoy (?:ocupad[oa]|trabajando|en clases?)|entro a trabajar)';
/**
 * What the patient cannot do then, in the first person: "en la tarde no tengo quién me lleve", "a la
 * tarde no veo bien para viajar", "en la mañana no llego". Named, not any verb: "por la mañana no tengo
 * problema" and "en la mañana no hago nada" say that part suits, and "no trabajo" that they are free.
 */
const cannotThen =
  'no (?:tengo (?:quien|como|con quien|carro|auto|transporte|tiempo|chance|permiso|quien me)|veo|llego|alcanzo|salgo|manejo|consigo|logro|voy|paso)';

/**
 * A part of the day said not to suit: "no puedo en la mañana", "las tardes no me sirven", "menos en
 * la tarde", and the patient busy then: "en la tarde trabajo", "estudio por las mañanas".
 */
function negatedPart(part: string): RegExp {
  return new RegExp(
    String.raw`\b(?:${cannot}|menos|excepto|salvo) (?:(?:en|por|a|de) )?(?:la|las) ${part}\b|\b(?:en|por|a) (?:la|las) ${part} (?:no (?:puedo|podre|podria|me (?:sirve|sirven|queda|quedan|viene|vienen|conviene|acomoda)|estoy|alcanzo)|imposible|tampoco|${busy}|${cannotThen})\b|\b(?:la|las) ${part} (?:no (?:puedo|me (?:sirve|sirven|queda|quedan|viene|vienen|conviene)))\b|\b${busy} (?:en|por|a|de) (?:la|las) ${part}\b`,
  );
}

/** A part of the day: "en la tarde", "mañana temprano", "por la noche". */
export function readPart(normalized: string): Preference['part'] {
  const t = ` ${normalized} `;
  // "no puedo en la mañana", "en la mañana no puedo", "pero no en la tarde": the other part of the day.
  if (negatedPart('mananas?').test(t)) return 'afternoon';
  if (negatedPart('tardes?').test(t)) return 'morning';
  if (/\btardes?(cita)?\b/.test(t)) return 'afternoon';
  if (/\bnoche\b/.test(t)) return 'evening';
  if (/\btemprano\b/.test(t) || /\b(las?|cualquier|alguna|una|toda la) mananas?\b/.test(t)) return 'morning';
  return undefined;
}

/**
 * "que no sea temprano", "no muy temprano", "que no sea a la mañana temprano": not the first hour of
 * the day, not a morning wish. A bare "no" before it is left alone ("no, temprano" answers a read-back).
 */
const notEarly =
  /\b(?:(?:que|pero|y|aunque) no|no sea) (?:sea )?(?:(?:tan|muy|demasiado) )?(?:(?:a|en|por) la manana )?tempran(?:o|ito)\b|\b(?:no|ni) (?:sea |me (?:den|pongan|des) )?(?:tan|muy|demasiado) tempran(?:o|ito)\b/;

/**
 * An event the wish must come before, with its day in a clause of its own: "antes de la boda de mi
 * hermana que es el sábado 28", "antes de mi viaje, que sería el jueves". The clause names the
 * event's day, not the day wanted; a time ("antes de las 12 el viernes") has no such clause.
 */
const eventDeadline = new RegExp(
  String.raw`\bantes de (?:la|el|mi|mis|su|sus|un|una|nuestra|nuestro) (?:[a-z]+ ){0,4}?que (?:es|sera|seria|cae|tengo) ((?:el |la |este |esta )?(?:(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?: \d{1,2})?|\d{1,2}|manana|pasado manana)(?: de (?:${monthRe}))?)\b`,
);

/** A time said not to suit: "menos a las 9", "excepto las 3", "pero no a las 10:30". */
const exceptTime = /\b(?:menos|excepto|salvo|pero no|que no sea) (?:a )?las? (\d{1,2}(?::\d{2})?)\b/;

/** A correction in the middle of a message: "el martes, no perdón, el miércoles", "a las 3, digo, a las 4". */
const correctionWords =
  /\b(?:no )?(?:perdon|perdona|perdone|perdoname|digo|mejor dicho|quise decir|quiero decir|me equivoque|corrijo|no mejor|o mejor)\b/g;

/**
 * Everything the text says about when: day, weekday, part of the day, time. Empty when nothing.
 * With `corrections`, what follows a correction replaces the day or time said before it.
 */
export function readPreference(
  text: string,
  config: Config,
  now: number,
  tz: string,
  opts: { weekdayAsDate?: boolean; corrections?: boolean } = {},
): Preference {
  if (opts.corrections) {
    const folded = foldKeepingTime(text);
    const last = [...folded.matchAll(correctionWords)].pop();
    if (last?.index !== undefined) {
      const plain = { ...opts, corrections: false };
      const before = readPreference(folded.slice(0, last.index), config, now, tz, plain);
      const after = readPreference(folded.slice(last.index + last[0].length), config, now, tz, plain);
      if (hasWhen(before) && hasWhen(after)) return mergePreference(before, after);
    }
  }
  const early = notEarly.test(foldKeepingTime(text));
  const today = instantToZoned(now, tz).date;
  const said = early ? foldKeepingTime(text).replace(notEarly, ' ') : text;
  // "vie 9": the number no coming Friday is, the hour.
  const range = readTimeRange(normalizeTimes(weekdayNumberAsHour(foldKeepingTime(said), today)), config);
  // "antes de la boda, que es el sábado 28": the event's day bounds the wish, it is not the day wanted.
  const event = eventDeadline.exec(range.rest);
  const eventDay = event ? comingDay(readDay(event[1]!, today), today) : undefined;
  const normalized = eventDay ? range.rest.replace(event![0], ' ').replace(/\s+/g, ' ').trim() : range.rest;
  const pref: Preference = { ...readDay(normalized, today) };
  const { weekdays, notWeekdays } = readWeekdays(normalized);
  if (weekdays.length > 1 && pref.date === undefined) pref.weekdays = weekdays;
  // "mañana no, el martes que viene, el día 1": a "no" before a weekday that the exact date said
  // falls on corrects what came before it, and excludes nothing.
  const dateDay = pref.date === undefined ? undefined : weekdayIndex(pref.date);
  const excluded = notWeekdays.filter((d) => d !== dateDay);
  if (excluded.length > 0) pref.notWeekdays = excluded;
  if (
    /\b(semana que viene|semana que entra|proxima semana|siguiente semana|semana siguiente|otra semana|semana entrante|semana proxima)\b/.test(
      normalized,
    )
  ) {
    const nextMonday = addDays(mondayOf(today), 7);
    if (pref.weekday !== undefined) {
      pref.date = addDays(nextMonday, pref.weekday);
      delete pref.weekday;
    } else if (pref.date === undefined) {
      pref.from = nextMonday;
      pref.to = addDays(nextMonday, 6);
    }
  } else if (/\besta semana\b/.test(normalized) && pref.date === undefined) {
    pref.to = addDays(mondayOf(today), 6);
  }
  // "cualquier día después del 20", "a partir del 1 de diciembre", "antes del 15": days of the month
  // as bounds ("del", not "de las": "después de la 1" is an hour).
  const bound = new RegExp(
    String.raw`\b(despues|luego|a partir|antes) del (?:dia )?(\d{1,2})(?: de (${monthRe}))?\b(?!:| ?(?:am|pm|hs|hrs|horas)| de la)`,
  ).exec(normalized);
  const bounded = bound && readDay(`dia ${bound[2]}${bound[3] ? ` de ${bound[3]}` : ''}`, today).date;
  if (bound && bounded && (pref.date === undefined || pref.date === bounded) && !pref.from && !pref.to) {
    const day = bounded;
    delete pref.date;
    if (bound[1] === 'antes') pref.to = addDays(day, -1);
    else pref.from = bound[1] === 'a partir' ? day : addDays(day, 1);
  }
  if (eventDay && pref.date === undefined && !pref.from && !pref.to) pref.to = addDays(eventDay, -1);
  // "dentro de dos semanas", "en 3 semanas": that week (the weekday said in it).
  const inWeeks = /\b(?:dentro de|en) (una|dos|tres|cuatro|\d) semanas?\b/.exec(normalized);
  if (inWeeks && pref.date === undefined) {
    const monday = addDays(mondayOf(today), 7 * (numberWords[inWeeks[1]!] ?? Number(inWeeks[1])));
    if (pref.weekday !== undefined) {
      pref.date = addDays(monday, pref.weekday);
      delete pref.weekday;
    } else {
      pref.from = monday;
      pref.to = addDays(monday, 6);
    }
  }
  // "dentro de 3 días", "en dos días": that date; "en ocho días", "en quince días" are one and two weeks.
  const inDays = /\b(?:dentro de|en) (una|dos|tres|cuatro|cinco|seis|siete|ocho|quince|\d{1,2}) dias\b/.exec(
    normalized,
  );
  if (inDays && pref.date === undefined && pref.weekday === undefined && pref.from === undefined) {
    const n = { ocho: 8, quince: 15 }[inDays[1]!] ?? numberWords[inDays[1]!] ?? Number(inDays[1]);
    if (n === 8 || n === 15) {
      pref.from = addDays(mondayOf(today), n === 8 ? 7 : 14);
      pref.to = addDays(pref.from, 6);
    } else pref.date = addDays(today, n);
  }
  // "para diciembre", "en enero", "a principios de diciembre", "a fin de mes", "el mes que viene":
  // that month, or its first, middle or last ten days, from today on.
  const month = monthSaid(normalized, today);
  if (month && pref.date === undefined && pref.from === undefined && pref.to === undefined) {
    pref.from = month.from;
    pref.to = month.to;
  }
  // "el otro lunes", "pal otro lunes": not the coming one, the one after it (next week's, said on a Monday).
  if (
    /\b(?:el|al|pal) otro (lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/.test(normalized) &&
    pref.weekday !== undefined &&
    pref.date === undefined
  ) {
    const k = (pref.weekday - weekdayIndex(today) + 7) % 7;
    pref.date = addDays(today, k === 0 ? 7 : k + 7);
    delete pref.weekday;
  }
  // "el jueves" is the coming Thursday (today on a Thursday), not any Thursday: a full hour that day
  // is said, not skipped. "El lunes que viene" said on a Monday is next Monday; "el martes que viene"
  // said on a Monday may be tomorrow or next week's: any Tuesday, the nearest first.
  // Today's weekday named without "hoy"/"este" ("pásemela al lunes", said on a Monday) may be today
  // or next week's: any such weekday too, the nearest first.
  const coming = /\b(que viene|proximo|siguiente|entrante)\b/.test(normalized);
  if (opts.weekdayAsDate !== false && pref.weekday !== undefined && pref.date === undefined) {
    const k = (pref.weekday - weekdayIndex(today) + 7) % 7;
    const todayUnsaid = k === 0 && !coming && !/\b(este|esta|mismo|hoy)\b/.test(normalized);
    if (!(coming && k === 1) && !todayUnsaid) {
      pref.date = addDays(today, coming && k === 0 ? 7 : k);
      delete pref.weekday;
    }
  }
  const part = readPart(normalized);
  if (part) pref.part = part;
  // "cualquier hora menos a las 9": that time excluded, not wished.
  const except = exceptTime.exec(normalized);
  const notMinutes = except ? readTime(`a las ${except[1]}`, config) : undefined;
  if (notMinutes !== undefined) pref.notTimes = [notMinutes];
  const minutes = readTime(notMinutes === undefined ? normalized : normalized.replace(except![0], ' '), config);
  if (minutes !== undefined) pref.minutes = minutes;
  if (range.after !== undefined) pref.after = range.after;
  if (range.before !== undefined) pref.before = range.before;
  if (range.times) {
    if (range.times.length === 1) pref.minutes = range.times[0]!;
    else pref.times = range.times;
  }
  if (early) pref.after = Math.max(pref.after ?? 0, openingMinutes(config).open + 60);
  // "después del almuerzo" is an afternoon already; "en la tarde" adds nothing to it.
  if (pref.after !== undefined && pref.part === 'afternoon' && pref.after >= 720) delete pref.part;
  return pref;
}

/** A day read as a date: a weekday alone is the coming one (today's is today). */
function comingDay(day: { date?: string; weekday?: number }, today: string): string | undefined {
  if (day.date !== undefined || day.weekday === undefined) return day.date;
  return addDays(today, (day.weekday - weekdayIndex(today) + 7) % 7);
}

export function hasWhen(pref: Preference): boolean {
  return (
    pref.date !== undefined ||
    pref.weekday !== undefined ||
    pref.part !== undefined ||
    pref.minutes !== undefined ||
    pref.from !== undefined ||
    pref.to !== undefined ||
    (pref.weekdays?.length ?? 0) > 0 ||
    (pref.notWeekdays?.length ?? 0) > 0 ||
    (pref.notTimes?.length ?? 0) > 0 ||
    (pref.times?.length ?? 0) > 0 ||
    pref.after !== undefined ||
    pref.before !== undefined
  );
}

/** Whether a start (in `tz`) fits what the patient asked for. */
export function matchesPreference(start: number, pref: Preference, tz: string): boolean {
  const wall = instantToZoned(start, tz);
  if (pref.date !== undefined && wall.date !== pref.date) return false;
  if (pref.from !== undefined && wall.date < pref.from) return false;
  if (pref.to !== undefined && wall.date > pref.to) return false;
  const day = weekdayIndex(wall.date);
  if (pref.weekday !== undefined && day !== pref.weekday) return false;
  if (pref.weekdays?.length && !pref.weekdays.includes(day)) return false;
  if (pref.notWeekdays?.includes(day)) return false;
  if (pref.minutes !== undefined && wall.minutes !== pref.minutes) return false;
  if (pref.notTimes?.includes(wall.minutes)) return false;
  if (pref.times?.length && !pref.times.includes(wall.minutes)) return false;
  if (pref.after !== undefined && wall.minutes < pref.after) return false;
  if (pref.before !== undefined && wall.minutes >= pref.before) return false;
  if (pref.part === 'morning' && wall.minutes >= 720) return false;
  if (pref.part === 'afternoon' && wall.minutes < 720) return false;
  if (pref.part === 'evening' && wall.minutes < 1020) return false;
  return true;
}

/** An earlier wish with a later message's added: what the later one says wins, exclusions add up. */
export function mergePreference(before: Preference | undefined, after: Preference): Preference {
  if (!before) return after;
  const out: Preference = { ...before };
  const saysDay =
    after.date !== undefined ||
    after.weekday !== undefined ||
    after.weekdays !== undefined ||
    after.from !== undefined ||
    after.to !== undefined;
  if (saysDay) {
    delete out.date;
    delete out.weekday;
    delete out.weekdays;
    delete out.from;
    delete out.to;
  }
  const saysTime =
    after.minutes !== undefined ||
    after.times !== undefined ||
    after.part !== undefined ||
    after.after !== undefined ||
    after.before !== undefined;
  if (saysTime) {
    delete out.minutes;
    delete out.times;
    delete out.part;
    delete out.after;
    delete out.before;
  }
  Object.assign(out, after);
  const not = [...new Set([...(before.notWeekdays ?? []), ...(after.notWeekdays ?? [])])];
  if (not.length > 0) out.notWeekdays = not;
  return out;
}

/** The days of a month said without a day ("para diciembre", "a fin de mes"), from `today` on. */
function monthSaid(normalized: string, today: string): { from: string; to: string } | undefined {
  const m =
    /\b(?:(?:a |para |en |pa )?(principios|inicios|comienzos|mediados|fines|finales|fin) de(?:l)? |(?:en|para|pa|a|el mes de) )(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|mes(?: que viene)?)\b|\b(?:el )?(proximo|siguiente) mes\b|\b(mes) que viene\b/.exec(
      normalized,
    );
  if (!m) return undefined;
  const [year, thisMonth] = today.split('-').map(Number) as [number, number];
  let month: number;
  if (m[3] || m[4] || m[2]?.endsWith('que viene')) month = thisMonth + 1;
  else if (m[2] === 'mes') month = thisMonth;
  else month = spanishMonths.indexOf(m[2] === 'setiembre' ? 'septiembre' : m[2]!) + 1;
  let y = year;
  if (month < thisMonth) y++;
  if (month > 12) {
    month = 1;
    y++;
  }
  const first = `${y}-${String(month).padStart(2, '0')}-01`;
  const last = addDays(`${month === 12 ? y + 1 : y}-${String(month === 12 ? 1 : month + 1).padStart(2, '0')}-01`, -1);
  const part = m[1];
  let from = first;
  let to = last;
  if (part === 'principios' || part === 'inicios' || part === 'comienzos') to = addDays(first, 9);
  else if (part === 'mediados') {
    from = addDays(first, 10);
    to = addDays(first, 19);
  } else if (part) from = addDays(first, 20);
  if (to < today) return undefined;
  return { from: from < today ? today : from, to };
}
