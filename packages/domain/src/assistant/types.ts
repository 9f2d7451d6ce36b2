/**
 * The chat receptionist's shapes (docs/architecture.md#chat-receptionist): its state per conversation,
 * what reaches it (events), what it asks the server to do (actions), and what it knows of the clinic
 * (context). Instants are epoch milliseconds; the state is plain JSON, stored as it is.
 */
import type { RightsRequestKind } from '../privacy/countries.ts';
import type { Config } from '../scheduling/types.ts';

/** A time of the day the patient asked for, read from Spanish (dates.ts). */
export interface Preference {
  /** A local date 'YYYY-MM-DD' ("mañana", "pasado mañana", "el 27 de noviembre"). */
  date?: string;
  /** A weekday, 0 = Monday ("el viernes"). */
  weekday?: number;
  /**
   * No earlier than this local date 'YYYY-MM-DD' ("la semana que viene": next Monday), read by the
   * rules (dates.ts) or proposed by the optional interpreter (interpret.ts).
   */
  from?: string;
  /** No later than this local date ("la semana que viene": its Sunday). */
  to?: string;
  /** One of these weekdays ("el lunes o el martes", "el fin de semana"). */
  weekdays?: number[];
  /** Never these weekdays ("cualquier tarde menos el viernes", "no el lunes"). */
  notWeekdays?: number[];
  /** Never at these times of day ("cualquier hora menos a las 9"). */
  notTimes?: number[];
  /** One of these times of day, minutes after midnight ("a las 8 o 9"). */
  times?: number[];
  /** From this time of day on ("después de las 4", "después del almuerzo"). */
  after?: number;
  /** Ending no later than… starting before this time of day ("antes del mediodía", "entre las 3 y las 5"). */
  before?: number;
  /** "en la mañana" (before 12:00), "en la tarde" (from 12:00), "en la noche" (from 17:00). */
  part?: 'morning' | 'afternoon' | 'evening';
  /** An exact time of day, minutes after local midnight ("a las 3" inside clinic hours: 15:00). */
  minutes?: number;
  /** A professional or room named in the message. */
  resourceId?: string;
}

/** One time the receptionist offered: a start and who attends. */
export interface OfferedSlot {
  start: number;
  resourceId: string;
}

export type Step =
  /** Nothing asked: the menu, or whatever the patient opens with. */
  | 'idle'
  /** Asked which service. */
  | 'service'
  /** Offered times; waits for a choice. */
  | 'slot'
  /** A time chosen; asked the new patient's name before booking. */
  | 'name'
  /** Asked which of several appointments to change or cancel. */
  | 'which'
  /** Asked once whether the patient wants no more messages (their own words, not SALIR). */
  | 'confirm_opt_out'
  /** Asked once before cancelling. */
  | 'confirm_cancel'
  /** A time chosen in words: read back ("¿Te cambio la cita al jueves…?"), acted on only after a yes. */
  | 'confirm_slot'
  /** The waitlist entry read back ("Te aviso si se libera un horario de…"), added only after a yes. */
  | 'confirm_waitlist'
  /** After booking a recurring service: "¿Te reservo la misma hora las próximas semanas?". */
  | 'confirm_series'
  /** Some weeks of the series collide: book the free ones, or none. */
  | 'series_conflicts'
  /** "Sácame de la lista de espera" with several entries: asked which. */
  | 'which_waitlist'
  /** The entry to leave read back ("¿Te saco de la lista de espera de…?"), removed only after a yes. */
  | 'confirm_leave_waitlist';

/** One of the patient's open waitlist entries, as the server lists it to leave it by chat. */
export interface WaitlistEntryView {
  id: string;
  serviceId: string;
  serviceName: string;
}

/**
 * A waitlist entry as the receptionist proposes it (docs/product.md#waitlist), from what the patient
 * said in the conversation: the days (ISO, 1 = Monday), the hours (wall minutes), until a local date,
 * and for "Adelantar mi cita" the appointment to move earlier.
 */
export interface WaitlistWish {
  serviceId: string;
  resourceId?: string | undefined;
  days: number[];
  fromMin?: number | undefined;
  toMin?: number | undefined;
  until: string;
  appointmentId?: string | undefined;
}

/** The same time on the following weeks, after a booking of a recurring service. */
export interface SeriesWish {
  serviceId: string;
  resourceId: string;
  /** The booked appointment's start: the series begins a week later, at the same wall time. */
  bookedStart: number;
  /** How many more weeks, once the patient said. */
  weeks?: number | undefined;
  /** The weeks still free when some collided (their starts), offered to book alone. */
  free?: number[] | undefined;
}

export interface AssistantState {
  v: 1;
  step: Step;
  intent?: 'book' | 'reschedule' | 'cancel';
  serviceId?: string;
  pref?: Preference;
  /** The three suggested times, then the longer list ("más horarios"). */
  offered?: OfferedSlot[];
  more?: OfferedSlot[];
  chosen?: OfferedSlot;
  /** The appointment being moved or cancelled, and when it starts (for the answer once it is gone). */
  appointmentId?: string;
  appointmentStart?: number;
  /** Misunderstandings in a row: at two, a person takes over. */
  misses: number;
  /** Words to put before the next offer ("Ese día no atiende. ", "Uy, ese horario se ocupó. "). */
  lead?: string;
  /** The patient told us their name (asked once, for a patient new to the clinic). */
  named?: boolean;
  /**
   * What the patient first asked for when it could not be met exactly: kept to say so ("El jueves a
   * las 12:00 ya está ocupado; ese día tengo…") while the search widens step by step.
   */
  wish?: Preference;
  /**
   * That wish, once the widened times are offered: a waitlist entry joined from this offer waits for
   * what was asked ("el jueves a las 12… si no hay a esa hora, anótame"), not for the wider search.
   */
  unmet?: Preference;
  /** The time of day asked for, to offer the nearest times that day first. */
  near?: number;
  /** The privacy notice's link was sent (once per conversation: privacy-moves.ts). */
  noticed?: boolean;
  /** Marketing consent was asked (once per conversation). */
  askedMarketing?: boolean;
  /** The marketing question is the last thing said: a plain yes or no answers it. */
  askingMarketing?: boolean;
  /** "Adelantar mi cita": only times before the appointment are offered; none, the waitlist is. */
  earlier?: boolean;
  /** "Anótame en la lista de espera" before the service was known: once it is, the entry is read back. */
  joinWait?: boolean;
  /** The waitlist entry read back, waiting for a yes. */
  waitFor?: WaitlistWish;
  /** The series proposed after booking a recurring service. */
  series?: SeriesWish;
  /**
   * "Sácame de la lista de espera" asked, waiting for the entries (the service named, if one);
   * `bare` ("sácame de la lista"): with no entry it was the opt-out request.
   */
  leave?: { serviceId?: string; bare: boolean };
  /** The entries to choose from, when several. */
  leaveChoices?: WaitlistEntryView[];
  /** The entry read back, waiting for a yes. */
  leaving?: WaitlistEntryView;
  /** A second service named with the first ("limpieza y blanqueamiento"): its times come once the first is booked. */
  also?: string;
  /** The service whose price was just told: a wish to book that names none is for it. */
  topic?: string;
}

export const initialAssistantState: AssistantState = { v: 1, step: 'idle', misses: 0 };

export type AssistantEvent =
  /** A patient's message: text, a tapped button (its id), or something that is not text (audio, image). */
  | {
      type: 'message';
      text: string;
      buttonId?: string | undefined;
      nonText?: boolean | undefined;
      /**
       * The message's yes already confirmed a reminder ("sí, pero ¿dónde queda?"): only what else
       * it asks is answered (after-confirm.ts); nothing asked, nothing said.
       */
      afterConfirm?: boolean | undefined;
      /**
       * What the optional interpreter read in the text (interpret.ts), already checked against the
       * context. The engine uses it only where its own rules did not understand the text.
       */
      reading?: Reading | undefined;
    }
  /** The reminder's Reprogramar button, for this appointment of the patient. */
  | { type: 'reschedule'; appointmentId: string }
  /** The answer to find_slots: free times of the service, earliest first, each bookable now. */
  | { type: 'slots'; slots: OfferedSlot[] }
  /** manageUrl: the patient's link to change or cancel it (the booking page's /m/…), when the server signs one. */
  | { type: 'booked'; appointmentId: string; manageUrl?: string | undefined }
  | { type: 'moved'; appointmentId: string; manageUrl?: string | undefined }
  | { type: 'cancelled'; appointmentId: string }
  /** The chosen time was taken meanwhile (or no longer fits the rules). */
  | { type: 'slot_taken' }
  /** The patient's opt-out is recorded. */
  | { type: 'opted_out' }
  /** The waitlist entry was added (until: its last local date). */
  | { type: 'waitlisted'; until: string }
  /** The patient's open waitlist entries (the answer to list_waitlist). */
  | { type: 'waitlist_entries'; entries: WaitlistEntryView[] }
  /** The entry was removed; `removed: false` when it had ended meanwhile. */
  | { type: 'left_waitlist'; removed: boolean }
  /** The series' appointments were booked (their starts). */
  | { type: 'series_booked'; starts: number[] }
  /** Some weeks collide: their starts, and the starts still free. Nothing was booked. */
  | { type: 'series_conflicts'; taken: number[]; free: number[] }
  /** A rights request was filed; `dueOn` is its legal deadline ('YYYY-MM-DD'), if one was computed. */
  | { type: 'rights_requested'; right: RightsRequestKind; dueOn?: string | undefined };

export type AssistantAction =
  | { kind: 'find_slots'; serviceId: string; pref: Preference; resourceId?: string | undefined }
  | { kind: 'book'; serviceId: string; resourceId: string; start: number }
  | { kind: 'move'; appointmentId: string; resourceId: string; start: number }
  | { kind: 'cancel'; appointmentId: string }
  /** Joins the waitlist (the server's POST /waitlist code), after a yes to the read-back. */
  | ({ kind: 'join_waitlist' } & WaitlistWish)
  /** The patient's open waitlist entries, to leave one by chat. */
  | { kind: 'list_waitlist' }
  /** Leaves the entry (the server's DELETE /waitlist/{id} code), after a yes to the read-back. */
  | { kind: 'leave_waitlist'; entryId: string }
  /** The same wall time each week for `weeks` weeks from `start`, all or nothing (the series module). */
  | { kind: 'book_series'; serviceId: string; resourceId: string; start: number; weeks: number }
  /** The free weeks of a series that collided, chosen by the patient: all of these or none. */
  | { kind: 'book_times'; serviceId: string; resourceId: string; starts: number[] }
  | { kind: 'rename'; name: string }
  /** A person takes over: the conversation goes to staff mode, marked waiting. */
  | { kind: 'handoff' }
  /** The patient said yes to "¿Quieres dejar de recibir mensajes de la clínica?". */
  | { kind: 'opt_out' }
  /** The patient asked in the chat for their data, its erasure, correction, or objected (privacy/chat-requests.ts). */
  | { kind: 'rights_request'; right: RightsRequestKind }
  /** The patient answered a consent question; `wording` is the question exactly as shown. */
  | { kind: 'consent'; purpose: 'marketing'; granted: boolean; wording: string };

/** One message to send; buttons are reply buttons (three at most) or a list (more). */
export interface AssistantReply {
  text: string;
  buttons?: { id: string; title: string }[];
}

/**
 * A message's meaning in the engine's own terms, as the optional interpreter proposes it
 * (interpret.ts: validated, every id one of the context's). It chooses among what the engine would
 * do anyway; times still come from find_slots and bookings from the booking rules.
 */
export interface Reading {
  intent?: 'book' | 'reschedule' | 'cancel' | 'info' | 'human' | 'greet' | 'thanks' | 'more' | undefined;
  serviceId?: string | undefined;
  /** When and with whom (a resource id), as the rules' Preference. */
  pref?: Preference | undefined;
  /** Which time of those offered (0-based, the three suggestions first, then the longer list). */
  option?: number | undefined;
  /** Which of the patient's upcoming appointments. */
  appointmentId?: string | undefined;
  /** The answer to "¿Seguro que quieres cancelar?". */
  answer?: 'yes' | 'no' | undefined;
  /** The name given when asked, as readName formats it. */
  name?: string | undefined;
}

export interface ContextService {
  id: string;
  name: string;
  /** Read for synonyms too ("Profilaxis y pulido" makes "profilaxis" find "Limpieza dental"). */
  description: string;
  durationMin: number;
  price: number;
  /** "Se repite": after a booking, the receptionist offers the same time the following weeks. */
  recurring?: boolean | undefined;
}

export interface ContextResource {
  id: string;
  name: string;
  locationId: string;
}

export interface ContextLocation {
  id: string;
  name: string;
  tz: string;
}

/** One of the patient's upcoming live appointments. */
export interface ContextAppointment {
  id: string;
  start: number;
  serviceId: string | null;
  resourceId: string;
  locationId: string;
}

export interface AssistantContext {
  clinicName: string;
  /** Prices are formatted in this ISO currency (money.ts). */
  currency: string;
  /** The zone dates and times are read and written in (the first location's). */
  tz: string;
  config: Config;
  services: ContextService[];
  resources: ContextResource[];
  locations: ContextLocation[];
  patient: {
    name: string;
    /**
     * True once the clinic knows the patient's name: they have booked before, or told the
     * receptionist. A lead the channel created is named only by their WhatsApp profile: false.
     */
    known: boolean;
    appointments: ContextAppointment[];
    /** Who attended the patient's latest past visit, for "con quien me atendió la vez pasada". */
    lastResourceId?: string | undefined;
  };
  now: number;
  /**
   * The clinic's privacy in the chat (docs/privacy.md#notice-and-consent-in-the-chat): the public
   * notice linked in the first reply, and whether the patient never answered the marketing question.
   * Absent: neither is said (tests of the booking conversations leave it out).
   */
  privacy?: { noticeUrl: string; askMarketing: boolean } | undefined;
}

export interface StepResult {
  state: AssistantState;
  replies: AssistantReply[];
  actions: AssistantAction[];
}
