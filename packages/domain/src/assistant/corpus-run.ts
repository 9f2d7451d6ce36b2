/**
 * Runs the receptionist's corpus (packages/domain/corpus/) through the in-memory clinic
 * (golden-runner.ts) as a cooperative patient would: the conversation's own messages first, then the
 * answers any patient gives when asked (their yes or no, their name, the service in their words, a
 * tap on an offered time that fits what they want). Every booking, move and cancellation is checked
 * against the conversation's goal: one that does not fit is a wrong irreversible action.
 */
import type { CorpusConversation, Country } from '../../corpus/kit.ts';
import { isOptOut } from '../messaging/intents.ts';
import { instantToZoned } from '../time.ts';
import { GoldenWorld, newPatient, say, type WorldPatient } from './golden-runner.ts';
import { goldenTz } from './golden-world.ts';
import type { AssistantEvent, AssistantReply, OfferedSlot } from './types.ts';
import { confirmsReminder } from './understand.ts';

/** How each country style says yes and no when asked (the conversation may say otherwise). */
const yesOf: Record<Country, string[]> = {
  cr: ['sí, por favor', 'diay sí', 'claro que sí, pura vida', 'sí señor'],
  mx: ['sí, órale', 'sale', 'va', 'simón'],
  co: ['sí señora, de una', 'hágale', 'listo, sí', 'sí, perfecto'],
  ar: ['dale', 'sí, dale', 'joya, sí', 'sí, de una'],
  cl: ['sipo', 'ya, sí', 'sí, bacán', 'ya po'],
  pe: ['sí, ya', 'ya, perfecto', 'sí, chévere', 'claro'],
  es: ['vale', 'sí, vale', 'perfecto, sí', 'venga, sí'],
  en: ['yes', 'yes please', 'ok', 'sure'],
  noise: ['si', 'ok', 'sii', 'dale'],
};
const noOf: Record<Country, string> = {
  cr: 'no, mejor no',
  mx: 'nel',
  co: 'no señora',
  ar: 'no, gracias',
  cl: 'nopo',
  pe: 'no, gracias',
  es: 'no, gracias',
  en: 'no',
  noise: 'no',
};
const namesOf: Record<Country, string> = {
  cr: 'María Fernanda Solís',
  mx: 'José Luis Hernández',
  co: 'Luz Adriana Gómez',
  ar: 'Martín Pereyra',
  cl: 'Camila Rojas',
  pe: 'Rosa Quispe',
  es: 'Javier Ortega',
  en: 'John Smith',
  noise: 'Ana Mora',
};

/** Other patients' appointments: some times taken, so wishes meet a full hour now and then. */
const othersBooked = [
  '2026-11-26 12:00 Consulta general / Dra. Ana Rodríguez',
  '2026-11-26 12:00 Consulta general / Dra. Carla Méndez',
  '2026-11-27 09:00 Consulta general / Dra. Ana Rodríguez',
  '2026-11-27 09:00 Consulta general / Dra. Carla Méndez',
];

export interface CorpusOutcome {
  id: string;
  country: Country;
  intent: CorpusConversation['intent'];
  success: boolean;
  /** Bookings, moves or cancellations that do not fit the goal. */
  wrong: number;
  /** Replies that said "no te entendí". */
  misses: number;
  /** Patient messages until the goal was met (when it was). */
  turns: number;
  /** Why it failed, for the report. */
  why?: string;
  transcript: string[];
}

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

export async function runCorpusConversation(c: CorpusConversation): Promise<CorpusOutcome> {
  const world = new GoldenWorld();
  for (const spec of othersBooked) world.addAppointment(spec, 'others');
  const patient: WorldPatient = newPatient(world, c.country === 'en' ? 'John' : 'Paciente', c.appointments ?? []);
  if (!c.appointments) patient.name = c.country === 'noise' ? '50688887777' : namesOf[c.country].split(' ')[0]!;
  const before = world.live(patient.customer).map((a) => ({ id: a.id, start: a.start, resourceId: a.resourceId }));
  const resourceName = (id: string) => world.resources.find((r) => r.id === id)?.name;
  const target =
    c.target !== undefined
      ? world.live(patient.customer).find((a) => {
          const at = wall(a.start);
          const hh = `${String(Math.floor(at.minutes / 60)).padStart(2, '0')}:${String(at.minutes % 60).padStart(2, '0')}`;
          return `${at.date} ${hh}` === c.target;
        })
      : world.live(patient.customer)[0];
  const transcript: string[] = [];
  let wrong = 0;
  let misses = 0;
  let confirmed = false;
  let last: AssistantReply | undefined;
  let lastReplies: AssistantReply[] = [];
  let turns = 0;
  let retried = 0;
  let yesIndex = c.id.length;

  const yes = () => c.yes ?? yesOf[c.country][yesIndex++ % yesOf[c.country].length]!;
  const no = () => c.no ?? noOf[c.country];

  /** The goal, checked after every turn; also counts what went wrong. */
  const check = (): boolean => {
    const now = world.appointments.filter((a) => a.customer === patient.customer);
    const live = world.live(patient.customer);
    const booked = live.filter((a) => !before.some((b) => b.id === a.id));
    const moved = live.filter((a) => {
      const b = before.find((x) => x.id === a.id);
      return b && (b.start !== a.start || b.resourceId !== a.resourceId);
    });
    const cancelled = before.filter((b) => !live.some((a) => a.id === b.id));
    wrong = 0;
    for (const a of booked) {
      const service = world.services.find((s) => s.id === a.serviceId)?.name;
      if (c.intent !== 'book' || service !== c.service || !fits(c, a.start, resourceName(a.resourceId))) wrong++;
    }
    if (booked.length > 1) wrong += booked.length - 1;
    for (const a of moved) {
      if (c.intent !== 'reschedule' || a.id !== target?.id || !fits(c, a.start, resourceName(a.resourceId))) wrong++;
    }
    for (const b of cancelled) if (c.intent !== 'cancel' || b.id !== target?.id) wrong++;
    void now;
    switch (c.intent) {
      case 'book':
        return booked.length === 1 && wrong === 0;
      case 'reschedule':
        return moved.length === 1 && wrong === 0;
      case 'cancel':
        return cancelled.length === 1 && wrong === 0;
      case 'confirm':
        return confirmed && wrong === 0;
      case 'optout':
        return patient.optedOut === true && wrong === 0;
      case 'handoff':
        return patient.mode === 'staff' && wrong === 0;
      case 'info':
        return (
          wrong === 0 &&
          patient.mode === 'assistant' &&
          transcript.some((t) => t.startsWith('<') && t.includes(c.answer ?? ''))
        );
      case 'keep':
      case 'none':
        return wrong === 0 && booked.length + moved.length + cancelled.length === 0;
    }
  };

  const send = async (event: AssistantEvent, shown: string) => {
    turns++;
    transcript.push(`> ${shown}`);
    // The reminders' words come first, as on the server (modules/reminders/answer-inbound.ts).
    if (event.type === 'message' && !event.buttonId && isOptOut(event.text)) {
      patient.optedOut = true;
      transcript.push('< Listo, no te enviaremos más mensajes automáticos.');
      lastReplies = [];
      return;
    }
    if (event.type === 'message' && !event.buttonId && c.afterReminder && turns === 1 && confirmsReminder(event.text)) {
      confirmed = true;
      transcript.push('< ¡Listo! Tu cita quedó confirmada.');
      lastReplies = [];
      return;
    }
    const replies = await say(world, patient, event);
    lastReplies = replies;
    for (const r of replies) {
      transcript.push(`< ${r.text}${r.buttons ? ` [${r.buttons.map((b) => b.title).join('|')}]` : ''}`);
      if (r.text.includes('no te entendí')) misses++;
      if (r.buttons?.length) last = r;
    }
  };
  const text = (t: string) => send({ type: 'message', text: t }, t);
  const tap = (b: { id: string; title: string }) =>
    send({ type: 'message', text: b.title, buttonId: b.id }, `[${b.title}]`);

  for (const message of c.says) {
    await text(message);
    if (check()) return done(true);
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
  };
  while (turns < MAX_TURNS && patient.mode === 'assistant') {
    if (check()) return done(true);
    const s = patient.state;
    const buttons = last?.buttons ?? [];
    const wantsChange = c.intent === 'book' || c.intent === 'reschedule';
    if (s.step === 'confirm_slot' && s.chosen) {
      const good = wantsChange && fits(c, s.chosen.start, resourceName(s.chosen.resourceId));
      await text(good ? yes() : no());
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
        return fits(c, Number.parseInt(m[1]!, 36), resourceName(m[2]!));
      });
      if (good) {
        await tap(good);
        continue;
      }
      if (retried === 0 && all.some((x) => fits(c, x.start, resourceName(x.resourceId)))) {
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
  return done(check());

  function done(success: boolean): CorpusOutcome {
    check();
    const why = success
      ? undefined
      : wrong > 0
        ? 'wrong action'
        : `stopped at ${patient.state.step} (${patient.mode})${lastReplies.length === 0 ? '' : ''}`;
    return { id: c.id, country: c.country, intent: c.intent, success, wrong, misses, turns, why, transcript };
  }
}

export interface CorpusReport {
  outcomes: CorpusOutcome[];
  table: string;
}

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);

/** Task success by intent and by country, wrong actions, misses and turns, as Markdown tables. */
export function reportOf(outcomes: CorpusOutcome[]): string {
  const group = (key: (o: CorpusOutcome) => string) => {
    const m = new Map<string, CorpusOutcome[]>();
    for (const o of outcomes) m.set(key(o), [...(m.get(key(o)) ?? []), o]);
    return [...m.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  const row = (name: string, os: CorpusOutcome[]) => {
    const ok = os.filter((o) => o.success);
    const turns = ok.length ? (ok.reduce((s, o) => s + o.turns, 0) / ok.length).toFixed(1) : '—';
    return `| ${name} | ${os.length} | ${ok.length} | ${pct(ok.length, os.length)} | ${os.reduce((s, o) => s + o.wrong, 0)} | ${os.reduce((s, o) => s + o.misses, 0)} | ${turns} |`;
  };
  const head =
    '| | conversations | succeeded | success | wrong actions | "no te entendí" | turns to success |\n|---|---|---|---|---|---|---|';
  return [
    '**By intent**',
    '',
    head,
    ...group((o) => o.intent).map(([k, os]) => row(k, os)),
    row('**all**', outcomes),
    '',
    '**By country style**',
    '',
    head,
    ...group((o) => o.country).map(([k, os]) => row(k, os)),
    row('**all**', outcomes),
  ].join('\n');
}
