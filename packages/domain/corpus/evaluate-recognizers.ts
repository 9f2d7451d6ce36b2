// Which reader gets the corpus's days and times right: the receptionist's rules (dates.ts), chrono-node's
// es module, or Microsoft's recognizers-text-date-time (Spanish): docs/decisions/0015-date-recognizer.md.
// Not part of the build: run with the two packages installed apart, e.g. in a scratch directory with
// `npm i chrono-node@2.10.3 @microsoft/recognizers-text-date-time@1.3.2`, then `TZ=UTC npx tsx evaluate-recognizers.ts`.

import * as R from '@microsoft/recognizers-text-date-time';
import * as chrono from 'chrono-node';
import { goldenNow, goldenTz, goldenWeek } from '../src/assistant/golden-world.ts';
import { matchesPreference, readPreference } from '../src/assistant/preference.ts';
import { correctTypos, withoutGreetings } from '../src/assistant/understand.ts';
import { normalizeMessage } from '../src/messaging/answers.ts';
import { defaultConfig, openingRanges } from '../src/scheduling/config.ts';
import { addDays, zonedToInstant } from '../src/time.ts';
import { holdout } from './holdout.ts';
import { corpusConversations } from './index.ts';

const config = { ...defaultConfig, weeklyHours: goldenWeek, increment: 30 as const };
const today = '2026-11-23';
const days14 = Array.from({ length: 14 }, (_, k) => addDays(today, k)).filter(
  (d) => openingRanges(config, d).length > 0,
);
type Reading = { days: string[] | 'any'; from: number; to: number };
const pmTwin = (m: number) => (m < 8 * 60 && m + 720 < 18 * 60 ? m + 720 : m);

function rules(text: string): Reading {
  const folded = correctTypos(withoutGreetings(normalizeMessage(text)));
  const p = readPreference(folded, config, goldenNow, goldenTz);
  const dayOnly = { ...p, minutes: undefined, times: undefined, after: undefined, before: undefined, part: undefined };
  const hasDay = p.date || p.weekday !== undefined || p.weekdays || p.from || p.to || p.notWeekdays;
  const days = hasDay
    ? days14.filter((d) => matchesPreference(zonedToInstant(d, 600, goldenTz), dayOnly, goldenTz))
    : 'any';
  let from = 0,
    to = 1440;
  if (p.part === 'morning') to = 720;
  if (p.part === 'afternoon') from = 720;
  if (p.part === 'evening') from = 1020;
  if (p.after !== undefined) from = p.after;
  if (p.before !== undefined) to = p.before;
  if (p.minutes !== undefined) [from, to] = [p.minutes, p.minutes + 1];
  if (p.times) [from, to] = [Math.min(...p.times), Math.max(...p.times) + 1];
  return { days, from, to };
}

const local = (d: Date) => {
  const s = new Date(d.getTime() - 6 * 3600_000).toISOString();
  return { date: s.slice(0, 10), minutes: Number(s.slice(11, 13)) * 60 + Number(s.slice(14, 16)) };
};

function viaChrono(text: string): Reading {
  const rs = chrono.es.parse(text, { instant: new Date(goldenNow), timezone: -360 }, { forwardDate: true });
  let days: Reading['days'] = 'any';
  let from = 0,
    to = 1440;
  const hours: number[] = [];
  for (const r of rs) {
    const k = r.start.knownValues as Record<string, number>;
    if (days === 'any' && (k.day !== undefined || k.weekday !== undefined)) days = [local(r.start.date()).date];
    if (k.hour !== undefined) hours.push(pmTwin(k.hour * 60 + (k.minute ?? 0)));
    else if ((r.start.impliedValues as Record<string, number>).meridiem === 1 || /tarde/.test(r.text)) from = 720;
    if (r.end && (r.end.knownValues as Record<string, number>).hour !== undefined)
      hours.push(pmTwin(r.end.get('hour')! * 60));
  }
  if (hours.length === 1) [from, to] = [hours[0]!, hours[0]! + 1];
  if (hours.length > 1) [from, to] = [Math.min(...hours), Math.max(...hours)];
  return { days, from, to };
}

function viaRecognizers(text: string): Reading {
  const ref = new Date('2026-11-23T07:00:00'); // read as local wall time by the library
  const rs = R.recognizeDateTime(text, R.Culture.Spanish, undefined, ref);
  let days: Reading['days'] = 'any';
  let from = 0,
    to = 1440;
  for (const r of rs) {
    const values = (r.resolution.values ?? []) as Record<string, string>[];
    const v =
      values.find((x) => (x.value ?? x.start ?? '') >= '2026-11-23' || (x.type ?? '').startsWith('time')) ??
      values.at(-1);
    if (!v) continue;
    const type = v.type ?? '';
    const date = (s: string) => s.slice(0, 10);
    const min = (s: string) => Number(s.slice(-8, -6)) * 60 + Number(s.slice(-5, -3));
    if (type === 'date' && days === 'any') days = [date(v.value!)];
    if (type === 'datetime') {
      if (days === 'any') days = [date(v.value!)];
      const m = pmTwin(min(v.value!));
      [from, to] = [m, m + 1];
    }
    if (type === 'time') {
      const m = pmTwin(min(v.value!));
      [from, to] = [m, m + 1];
    }
    if (type === 'daterange' && days === 'any') {
      const out: string[] = [];
      for (let d = date(v.start!); d < date(v.end!); d = addDays(d, 1)) if (days14.includes(d)) out.push(d);
      days = out;
    }
    if (type === 'datetimerange' || type === 'timerange') {
      if (type === 'datetimerange' && days === 'any') days = [date(v.start!)];
      [from, to] = [pmTwin(min(v.start!)), pmTwin(min(v.end!)) || 1440];
    }
  }
  return { days, from, to };
}

let n = 0;
const right = { rules: 0, chrono: 0, recognizers: 0 };
const wrongExamples: Record<string, string[]> = { rules: [], chrono: [], recognizers: [] };
for (const c of [...corpusConversations, ...holdout]) {
  const w = c.when;
  if (!w || (!w.days && w.after === undefined && w.before === undefined && !w.notDays)) continue;
  n++;
  const text = c.says.join('. ');
  for (const [name, read] of [
    ['rules', rules],
    ['chrono', viaChrono],
    ['recognizers', viaRecognizers],
  ] as const) {
    let r: Reading;
    try {
      r = read(text);
    } catch {
      r = { days: [], from: 0, to: 0 };
    }
    const daysOk =
      (!w.days || (r.days !== 'any' && r.days.length > 0 && r.days.every((d) => w.days!.includes(d)))) &&
      (!w.notDays || (r.days !== 'any' && r.days.every((d) => !w.notDays!.includes(d))));
    const timeOk =
      (w.after === undefined || r.from >= w.after) && (w.before === undefined || r.to <= w.before + 1) && r.from < r.to;
    if (daysOk && timeOk) right[name]++;
    else if (wrongExamples[name]!.length < 12) wrongExamples[name]!.push(`${c.id}: ${text} → ${JSON.stringify(r)}`);
  }
}
console.log(`conversations with a day or time goal: ${n}`);
for (const k of Object.keys(right) as (keyof typeof right)[])
  console.log(`${k}: ${right[k]} right (${((100 * right[k]) / n).toFixed(1)} %)`);
for (const k of Object.keys(wrongExamples))
  console.log(`\n${k} wrong, first ones:\n  ${wrongExamples[k]!.join('\n  ')}`);
