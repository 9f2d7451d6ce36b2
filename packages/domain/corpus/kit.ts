/**
 * The shape of the receptionist's corpus (docs/benchmarks.md#chat-receptionist-corpus): conversations
 * as patients of each country style write them, each with its intent and the outcome that counts as
 * success. The clinic is golden-world.ts's (Monday 23 November 2026, 07:00 in San José), with a few
 * times taken by other patients (corpus-clinic.ts).
 */

export type Country = 'cr' | 'mx' | 'co' | 'ar' | 'cl' | 'pe' | 'es' | 'en' | 'noise';
export type CorpusIntent =
  | 'book'
  | 'reschedule'
  | 'cancel'
  | 'confirm'
  | 'optout'
  | 'handoff'
  | 'info'
  | 'keep'
  | 'none'
  /** Joins the waitlist for a service: an entry of that service with acceptable days and hours. */
  | 'waitlist'
  /** "Adelantar mi cita": the appointment moved earlier now, or a waitlist entry to move it earlier. */
  | 'earlier'
  /** Books a recurring service and then the same time for the following weeks. */
  | 'series'
  /** Leaves the waitlist entry of `service` (one of `waiting`), and nothing else. */
  | 'leave';

export type ServiceName = 'Limpieza dental' | 'Consulta general' | 'Blanqueamiento';

/** What a booked or moved time must satisfy. */
export interface TimeGoal {
  /** Acceptable local dates 'YYYY-MM-DD'; any when absent. */
  days?: string[];
  /** Dates that must not be chosen. */
  notDays?: string[];
  /** Start no earlier than / before these minutes of the day. */
  after?: number;
  before?: number;
  /** The professional asked for. */
  resource?: string;
}

export interface CorpusConversation {
  id: string;
  country: Country;
  intent: CorpusIntent;
  /** What the patient writes, in order, before answering whatever the receptionist asks. */
  says: string[];
  /** The patient's appointments, 'YYYY-MM-DD HH:MM Service / Resource' (golden-world's). */
  appointments?: string[];
  /** The conversation starts right after a reminder of the first appointment. */
  afterReminder?: boolean;
  /** book: the service; reschedule/book: when. */
  service?: ServiceName;
  when?: TimeGoal;
  /** reschedule/cancel: the appointment meant, by its 'YYYY-MM-DD HH:MM' (the only one when absent). */
  target?: string;
  /** info: words the answer must carry. */
  answer?: string;
  /** How this patient says yes and no when asked ("dale", "nop"); the country's when absent. */
  yes?: string;
  no?: string;
  /** How this patient names the service when asked for it (their own words). */
  serviceWords?: string;
  /** waitlist / earlier: what the entry must say (ISO weekdays exactly, hours within, professional). */
  wait?: WaitGoal;
  /** earlier: 'move' when earlier times are free (the appointment must move), 'wait' when none are. */
  earlierBy?: 'move' | 'wait';
  /** Waitlist entries the patient holds when the conversation starts (joined by chat before). */
  waiting?: ServiceName[];
  /** series: how many more weeks, and how the patient says it (a tap on the button when absent). */
  weeks?: number;
  weeksWords?: string;
}

/** What a waitlist entry joined by chat must hold. */
export interface WaitGoal {
  /** ISO weekdays (1 = Monday), exactly; any day when absent (then the entry must have none). */
  days?: number[];
  /** The entry's hours must lie within these wall minutes (from ≥ after, to ≤ before). */
  after?: number;
  before?: number;
  resource?: string;
}

export const D = {
  mon: '2026-11-23',
  tue: '2026-11-24',
  wed: '2026-11-25',
  thu: '2026-11-26',
  fri: '2026-11-27',
  sat: '2026-11-28',
  mon2: '2026-11-30',
  tue2: '2026-12-01',
  wed2: '2026-12-02',
  thu2: '2026-12-03',
  fri2: '2026-12-04',
  sat2: '2026-12-05',
} as const;

export const PM = 720;
export const h = (hour: number, minute = 0) => hour * 60 + minute;

/** A known patient's one appointment (Thursday 26, 10:00) and a patient with two (Wednesday and Friday). */
export const ONE = ['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez'];
export const TWO = [
  '2026-11-25 09:00 Consulta general / Dra. Carla Méndez',
  '2026-11-27 15:00 Limpieza dental / Dra. Ana Rodríguez',
];

/** An appointment at the first time of the first open day (Monday 23, 08:00): nothing is earlier. */
export const FIRST_THING = ['2026-11-23 08:00 Limpieza dental / Dra. Ana Rodríguez'];

type Extra = Partial<Omit<CorpusConversation, 'id' | 'country' | 'intent' | 'says'>>;

/** A builder per country file: ids numbered in order. */
export function corpus(country: Country) {
  let n = 0;
  const id = () => `${country}-${String(++n).padStart(3, '0')}`;
  const make = (intent: CorpusIntent, says: string | string[], extra: Extra = {}): CorpusConversation => ({
    id: id(),
    country,
    intent,
    says: Array.isArray(says) ? says : [says],
    ...extra,
  });
  return {
    book: (service: ServiceName, says: string | string[], when: TimeGoal = {}, extra: Extra = {}) =>
      make('book', says, { service, when, ...extra }),
    move: (says: string | string[], when: TimeGoal = {}, extra: Extra = {}) =>
      make('reschedule', says, { appointments: ONE, when, ...extra }),
    move2: (says: string | string[], target: string, when: TimeGoal = {}, extra: Extra = {}) =>
      make('reschedule', says, { appointments: TWO, target, when, ...extra }),
    cancel: (says: string | string[], extra: Extra = {}) => make('cancel', says, { appointments: ONE, ...extra }),
    cancel2: (says: string | string[], target: string, extra: Extra = {}) =>
      make('cancel', says, { appointments: TWO, target, ...extra }),
    confirm: (says: string | string[], extra: Extra = {}) =>
      make('confirm', says, { appointments: ONE, afterReminder: true, ...extra }),
    keep: (says: string | string[], extra: Extra = {}) => make('keep', says, { appointments: ONE, ...extra }),
    optout: (says: string | string[], extra: Extra = {}) => make('optout', says, extra),
    human: (says: string | string[], extra: Extra = {}) => make('handoff', says, extra),
    info: (says: string | string[], answer: string, extra: Extra = {}) => make('info', says, { answer, ...extra }),
    none: (says: string | string[], extra: Extra = {}) => make('none', says, extra),
    wait: (service: ServiceName, says: string | string[], wait: WaitGoal = {}, extra: Extra = {}) =>
      make('waitlist', says, { service, wait, ...extra }),
    /** The appointment on Thursday 26 at 10:00: earlier times are free, so it must move. */
    earlier: (says: string | string[], when: TimeGoal = {}, extra: Extra = {}) =>
      make('earlier', says, { appointments: ONE, earlierBy: 'move', when, ...extra }),
    /** The appointment first thing today: nothing is earlier, so the waitlist must hold it. */
    earlierWait: (says: string | string[], wait: WaitGoal = {}, extra: Extra = {}) =>
      make('earlier', says, { appointments: FIRST_THING, earlierBy: 'wait', wait, ...extra }),
    /** On the waitlist of `service` (and of `others`): the patient asks to leave that one. */
    leave: (service: ServiceName, says: string | string[], others: ServiceName[] = [], extra: Extra = {}) =>
      make('leave', says, { service, waiting: [service, ...others], ...extra }),
    series: (service: ServiceName, says: string | string[], weeks: number, when: TimeGoal = {}, extra: Extra = {}) =>
      make('series', says, { service, when, weeks, ...extra }),
  };
}

/** A builder per style for one set of conversations (each set numbers its own ids: "cr-001", …). */
export function corpusStyles() {
  return {
    cr: corpus('cr'),
    mx: corpus('mx'),
    co: corpus('co'),
    ar: corpus('ar'),
    cl: corpus('cl'),
    pe: corpus('pe'),
    es: corpus('es'),
    en: corpus('en'),
    nz: corpus('noise'),
  };
}
