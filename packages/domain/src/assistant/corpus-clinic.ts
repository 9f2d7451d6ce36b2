/**
 * What the receptionist's corpus is played against (corpus-run.ts): the shape of a clinic as the
 * cooperative patient sees it, the patient of each conversation, the times other patients hold, and
 * how each country style answers when asked. The in-memory clinic is corpus-memory-clinic.ts; the
 * server's, through the sandbox, is apps/server/src/modules/assistant/corpus.test.ts.
 */
import type { CorpusConversation, Country } from '../../corpus/kit.ts';
import type { AssistantReply, AssistantState } from './types.ts';

/** How each country style says yes and no when asked (the conversation may say otherwise). */
export const yesOf: Record<Country, string[]> = {
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
export const noOf: Record<Country, string> = {
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
export const namesOf: Record<Country, string> = {
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
export const othersBooked = [
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
  /** Of those, waitlist entries joined or left that nobody asked for (reversible, but still wrong). */
  wrongWaits: number;
  /** Replies that said "no te entendí". */
  misses: number;
  /** Patient messages until the goal was met (when it was). */
  turns: number;
  /** Why it failed, for the report. */
  why?: string;
  transcript: string[];
}

/** One of the patient's live upcoming appointments, as a clinic reports it. */
export interface CorpusAppointment {
  id: string;
  start: number;
  /** Names, as the corpus writes them. */
  service: string | undefined;
  resource: string | undefined;
}

/** A waitlist entry the patient joined, as a clinic reports it (names as the corpus writes them). */
export interface CorpusWaitEntry {
  id: string;
  service: string | undefined;
  resource: string | undefined;
  /** ISO weekdays, 1 = Monday; empty: any. */
  days: number[];
  fromMin: number | null;
  toMin: number | null;
  until: string;
  /** "Adelantar mi cita": the appointment to move earlier. */
  appointmentId: string | null;
}

/** What a clinic tells of the patient after each turn. */
export interface CorpusPatientView {
  state: AssistantState;
  mode: string;
  optedOut: boolean;
  /** The reminded appointment was confirmed. */
  confirmed: boolean;
}

/**
 * A clinic the corpus is played against, set up for one conversation (golden-world's clinic, the
 * times in `othersBooked` taken, the patient of `corpusPatientOf` with their appointments and, for
 * `afterReminder`, a reminder of the first one just sent).
 */
export interface CorpusClinic {
  /** The patient's live upcoming appointments, in order. */
  live(): Promise<CorpusAppointment[]>;
  /** The patient's live waitlist entries. */
  waitlist(): Promise<CorpusWaitEntry[]>;
  /** A resource's name by the id that offered times and buttons carry. */
  resourceName(id: string): string | undefined;
  /** A service's name by its id (the one the receptionist's state carries). */
  serviceName(id: string): string | undefined;
  /** One patient message or tap, whatever answers it first (SALIR, a reminder's words, the receptionist): the replies. */
  send(event: { text: string; buttonId?: string }): Promise<AssistantReply[]>;
  patient(): Promise<CorpusPatientView>;
}

/** Who the patient of a conversation is: known (with appointments) or a new lead by their profile. */
export function corpusPatientOf(c: CorpusConversation): {
  appointments: string[];
  /** A known patient's name in the clinic. */
  knownName: string;
  /** A new lead's WhatsApp profile name; undefined for a lead known only by number. */
  profileName: string | undefined;
} {
  return {
    appointments: c.appointments ?? [],
    knownName: c.country === 'en' ? 'John' : 'Paciente',
    profileName: c.appointments || c.waiting || c.country === 'noise' ? undefined : namesOf[c.country].split(' ')[0]!,
  };
}
