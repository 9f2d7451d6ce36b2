/**
 * Plays the receptionist's corpus (packages/domain/corpus/) as a cooperative patient would: the
 * conversation's own messages first, then the answers any patient gives when asked (their yes or no,
 * their name, the service in their words, a tap on an offered time that fits what they want). Every
 * booking, move and cancellation is checked against the conversation's goal: one that does not fit is
 * a wrong irreversible action.
 *
 * The patient and the goal checks are written once, against a `CorpusClinic` (corpus-clinic.ts): the
 * in-memory clinic (corpus-memory-clinic.ts, `runCorpusConversation`), and the server's whole pipeline
 * through the sandbox (apps/server/src/modules/assistant/corpus.test.ts).
 */
import type { CorpusConversation } from '../../corpus/kit.ts';
import { instantToZoned } from '../time.ts';
import { type CorpusClinic, type CorpusOutcome, type CorpusWaitEntry, namesOf, noOf, yesOf } from './corpus-clinic.ts';
import { goldenTz } from './golden-world.ts';
import type { AssistantReply, OfferedSlot } from './types.ts';

const MAX_TURNS = 10;

function wall(start: number) {
  return instantToZoned(start, goldenTz);
}

function fits(c: CorpusConversation, start: number, resourceName: string | undefined): boolean {
  const w = c.when ?? {};
  const at = wall(start);
  if (w.days && !w.days.includes(at.date)) return false;
  if (w.notDays?.includes(at.date)) return false;
  if (w.after !== undefined && at.minutes < w.after) return false;
  if (w.before !== undefined && at.minutes >= w.before) return false;
  if (w.resource && resourceName !== w.resource) return false;
  return true;
}

/** A conversation played by the cooperative patient against any clinic, with its goal checked after each turn. */
export async function playCorpusConversation(
  c: CorpusConversation,
  clinic: CorpusClinic,
  typed: (text: string) => string = (t) => t,
): Promise<CorpusOutcome> {
  const initial = await clinic.live();
  const before = initial.map((a) => ({ id: a.id, start: a.start, resource: a.resource }));
  const target =
    c.target !== undefined
      ? initial.find((a) => {
          const at = wall(a.start);
          const hh = `${String(Math.floor(at.minutes / 60)).padStart(2, '0')}:${String(at.minutes % 60).padStart(2, '0')}`;
          return `${at.date} ${hh}` === c.target;
        })
      : initial[0];
  const transcript: string[] = [];
  let wrong = 0;
  let wrongWaits = 0;
  let misses = 0;
  let last: AssistantReply | undefined;
  let turns = 0;
  let retried = 0;
  let yesIndex = c.id.length;
  let view = await clinic.patient();
  const initialWaits = await clinic.waitlist();

  const yes = () => c.yes ?? yesOf[c.country][yesIndex++ % yesOf[c.country].length]!;
  const no = () => c.no ?? noOf[c.country];

  /** The goal, checked after every turn; also counts what went wrong. */
  const check = async (): Promise<boolean> => {
    const live = await clinic.live();
    const booked = live.filter((a) => !before.some((b) => b.id === a.id));
    const moved = live.filter((a) => {
      const b = before.find((x) => x.id === a.id);
      return b && (b.start !== a.start || b.resource !== a.resource);
    });
    const cancelled = before.filter((b) => !live.some((a) => a.id === b.id));
    const all = await clinic.waitlist();
    // Entries held before the conversation are no new entries; one gone is a removal.
    const waits = all.filter((e) => !initialWaits.some((i) => i.id === e.id));
    const left = initialWaits.filter((i) => !all.some((e) => e.id === i.id));
    wrong = 0;
    for (const e of left) if (c.intent !== 'leave' || e.service !== c.service) wrong++;
    const wrongLeft = wrong;
    const booking = c.intent === 'book' || c.intent === 'series';
    // A series: the first booking fits the wish, then the same wall time each following week, nothing else.
    const first = [...booked].sort((a, b) => a.start - b.start)[0];
    for (const a of booked) {
      const fitted = c.intent === 'series' && a !== first ? true : fits(c, a.start, a.resource);
      if (!booking || a.service !== c.service || !fitted) wrong++;
    }
    const series = booked.filter((a) => a !== first);
    if (c.intent === 'series' && first) {
      const w0 = wall(first.start);
      for (const a of series) {
        const w = wall(a.start);
        const weeks = (Date.parse(w.date) - Date.parse(w0.date)) / (7 * 86_400_000);
        if (w.minutes !== w0.minutes || !Number.isInteger(weeks) || weeks < 1 || weeks > (c.weeks ?? 0)) wrong++;
        if (a.resource !== first.resource) wrong++;
      }
      if (booked.length > 1 + (c.weeks ?? 0)) wrong += booked.length - 1 - (c.weeks ?? 0);
    } else if (booked.length > 1) wrong += booked.length - 1;
    for (const a of moved) {
      const b = before.find((x) => x.id === a.id)!;
      const earlier = c.intent === 'earlier' && a.start < b.start;
      if ((c.intent !== 'reschedule' && !earlier) || a.id !== target?.id || !fits(c, a.start, a.resource)) wrong++;
    }
    for (const b of cancelled) if (c.intent !== 'cancel' || b.id !== target?.id) wrong++;
    // The waitlist is reversible, but an entry nobody asked for still counts as wrong.
    const waitOk = (e: CorpusWaitEntry) => {
      const g = c.wait ?? {};
      if (c.service && e.service !== c.service && c.intent === 'waitlist') return false;
      if (g.days && (e.days.length !== g.days.length || g.days.some((d) => !e.days.includes(d)))) return false;
      if (!g.days && e.days.length > 0 && c.intent === 'waitlist') return false;
      if (g.after !== undefined && (e.fromMin ?? 0) < g.after) return false;
      if (g.before !== undefined && (e.toMin ?? 24 * 60) > g.before) return false;
      if (g.resource && e.resource !== g.resource) return false;
      if (c.intent === 'earlier' && e.appointmentId !== target?.id) return false;
      return true;
    };
    for (const e of waits) if ((c.intent !== 'waitlist' && c.intent !== 'earlier') || !waitOk(e)) wrong++;
    const wrongJoined =
      waits.filter((e) => (c.intent !== 'waitlist' && c.intent !== 'earlier') || !waitOk(e)).length +
      Math.max(0, waits.length - 1);
    wrongWaits = wrongLeft + wrongJoined;
    // Stopping a patient's messages is no booking, but one nobody asked for is as wrong ("no me mandes la ubicación").
    if (view.optedOut && c.intent !== 'optout') wrong++;
    if (waits.length > 1) wrong += waits.length - 1;
    switch (c.intent) {
      case 'waitlist':
        return waits.length === 1 && wrong === 0 && booked.length + moved.length + cancelled.length === 0;
      case 'earlier':
        return c.earlierBy === 'wait'
          ? waits.length === 1 && wrong === 0 && booked.length + moved.length + cancelled.length === 0
          : moved.length === 1 && wrong === 0;
      case 'series':
        return booked.length === 1 + (c.weeks ?? 0) && wrong === 0;
      case 'leave':
        return left.length === 1 && wrong === 0 && booked.length + moved.length + cancelled.length === 0;
      case 'book':
        return booked.length === 1 && wrong === 0;
      case 'reschedule':
        return moved.length === 1 && wrong === 0;
      case 'cancel':
        return cancelled.length === 1 && wrong === 0;
      case 'confirm':
        return view.confirmed && wrong === 0;
      case 'optout':
        return view.optedOut && wrong === 0;
      case 'handoff':
        return view.mode === 'staff' && wrong === 0;
      case 'info':
        return (
          wrong === 0 &&
          view.mode === 'assistant' &&
          transcript.some((t) => t.startsWith('<') && t.includes(c.answer ?? ''))
        );
      case 'keep':
      case 'none':
        return wrong === 0 && booked.length + moved.length + cancelled.length === 0;
    }
  };

  const send = async (event: { text: string; buttonId?: string }, shown: string) => {
    turns++;
    transcript.push(`> ${shown}`);
    const replies = await clinic.send(event);
    view = await clinic.patient();
    for (const r of replies) {
      transcript.push(`< ${r.text}${r.buttons ? ` [${r.buttons.map((b) => b.title).join('|')}]` : ''}`);
      if (r.text.includes('no te entendí')) misses++;
      if (r.buttons?.length) last = r;
    }
  };
  const text = (said: string) => {
    const t = typed(said);
    return send({ text: t }, t);
  };
  const tap = (b: { id: string; title: string }) => send({ text: b.title, buttonId: b.id }, `[${b.title}]`);

  for (const message of c.says) {
    await text(message);
    if (await check()) return done(true);
  }
  const menuFor: Record<string, string> = {
    book: 'Agendar cita',
    reschedule: 'Cambiar mi cita',
    cancel: 'Cancelar mi cita',
    handoff: 'Hablar con persona',
    info: 'Horarios y ubicación',
    confirm: '',
    optout: '',
    keep: '',
    none: '',
    waitlist: '',
    earlier: '',
    series: 'Agendar cita',
    leave: '',
  };
  while (turns < MAX_TURNS && view.mode === 'assistant') {
    if (await check()) return done(true);
    const s = view.state;
    const buttons = last?.buttons ?? [];
    const earlierMove = c.intent === 'earlier' && c.earlierBy === 'move';
    const wantsChange = c.intent === 'book' || c.intent === 'reschedule' || c.intent === 'series' || earlierMove;
    // A patient who came for a cleaning takes no time, nor says yes to one, of another service.
    const booksOther =
      (c.intent === 'book' || c.intent === 'series') &&
      c.service !== undefined &&
      s.serviceId !== undefined &&
      clinic.serviceName(s.serviceId) !== c.service;
    /** A time this patient would take: of their service, fits the wish and, to move earlier, is before the appointment. */
    const takes = (start: number, resourceId: string) =>
      !booksOther &&
      fits(c, start, clinic.resourceName(resourceId)) &&
      (!earlierMove || (target !== undefined && start < target.start));
    if (s.step === 'confirm_slot' && s.chosen) {
      await text(wantsChange && takes(s.chosen.start, s.chosen.resourceId) ? yes() : no());
      continue;
    }
    if (s.step === 'confirm_waitlist') {
      const wants = c.intent === 'waitlist' || (c.intent === 'earlier' && c.earlierBy === 'wait');
      await text(wants ? yes() : no());
      continue;
    }
    if (s.step === 'confirm_series') {
      if (c.intent !== 'series') {
        await text(no());
        continue;
      }
      const b = buttons.find((x) => x.id === `a:series:${c.weeks}`);
      if (s.series?.weeks === c.weeks) await text(yes());
      else if (c.weeksWords) await text(c.weeksWords);
      else if (b) await tap(b);
      else break;
      continue;
    }
    if (s.step === 'series_conflicts') {
      await text(no());
      continue;
    }
    if (s.step === 'slot' && c.intent === 'waitlist') {
      const wait = buttons.find((b) => b.id.startsWith('a:wait:'));
      if (wait) {
        await tap(wait);
        continue;
      }
      if (retried < 2) {
        retried = 2;
        await text('ninguno me sirve');
        continue;
      }
      break;
    }
    if (s.step === 'confirm_leave_waitlist') {
      await text(c.intent === 'leave' && s.leaving?.serviceName === c.service ? yes() : no());
      continue;
    }
    if (s.step === 'which_waitlist') {
      const b = c.intent === 'leave' ? buttons.find((x) => x.title === c.service) : undefined;
      if (!b) break;
      await tap(b);
      continue;
    }
    if (s.step === 'confirm_cancel') {
      await text(c.intent === 'cancel' && s.appointmentId === target?.id ? yes() : no());
      continue;
    }
    if (s.step === 'confirm_opt_out') {
      await text(c.intent === 'optout' ? yes() : no());
      continue;
    }
    if (s.step === 'name') {
      await text(namesOf[c.country]);
      continue;
    }
    if (s.step === 'which' && target) {
      const b = buttons.find((x) => x.id === `a:appt:${target.id}`);
      if (!b) break;
      await tap(b);
      continue;
    }
    if (s.step === 'service' && c.service) {
      await text(c.serviceWords ?? c.service.toLowerCase());
      continue;
    }
    if (s.step === 'slot' && wantsChange) {
      const all: OfferedSlot[] = [...(s.offered ?? []), ...(s.more ?? [])];
      const offeredButtons = buttons.filter((b) => b.id.startsWith('a:slot:'));
      const good = offeredButtons.find((b) => {
        const m = /^a:slot:([0-9a-z]+):(.+)$/.exec(b.id)!;
        return takes(Number.parseInt(m[1]!, 36), m[2]!);
      });
      if (good) {
        await tap(good);
        continue;
      }
      if (retried === 0 && all.some((x) => takes(x.start, x.resourceId))) {
        retried++;
        await text('más horarios');
        continue;
      }
      if (retried < 2) {
        retried = 2;
        // The wish said again, as a patient would after an offer that misses it.
        await text(c.says[c.says.length - 1]!);
        continue;
      }
      break;
    }
    // Not understood, or only the menu: the patient taps what they came for, once.
    const menu = buttons.find((b) => b.title === menuFor[c.intent]);
    if (menu && retried < 3) {
      retried = 3;
      await tap(menu);
      continue;
    }
    if (c.service && s.step === 'idle' && c.intent === 'book' && retried < 4) {
      retried = 4;
      const b = buttons.find((x) => x.title === c.service);
      if (b) {
        await tap(b);
        continue;
      }
    }
    break;
  }
  return done(await check());

  async function done(success: boolean): Promise<CorpusOutcome> {
    await check();
    const why = success ? undefined : wrong > 0 ? 'wrong action' : `stopped at ${view.state.step} (${view.mode})`;
    return {
      id: c.id,
      country: c.country,
      intent: c.intent,
      success,
      wrong,
      wrongWaits,
      misses,
      turns,
      why,
      transcript,
    };
  }
}
