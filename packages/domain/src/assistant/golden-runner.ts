/**
 * The golden conversations against the reducer, in an in-memory clinic: free times come from the
 * domain's findAvailability, a booking is refused when its time is no longer free. Shared by the
 * unit tests and the property test.
 */
import { findAvailability } from '../scheduling/availability.ts';
import { defaultConfig } from '../scheduling/config.ts';
import { holdsSlot } from '../scheduling/statuses.ts';
import type { Appointment, Config } from '../scheduling/types.ts';
import { addDays, instantToZoned, zonedToInstant } from '../time.ts';
import { runTurn } from './engine.ts';
import {
  goldenAt,
  goldenClinic,
  goldenNow,
  goldenResources,
  goldenServices,
  goldenTz,
  goldenWeek,
} from './golden-world.ts';
import { gatherSlots } from './offer.ts';
import type {
  AssistantAction,
  AssistantContext,
  AssistantEvent,
  AssistantReply,
  AssistantState,
  OfferedSlot,
} from './types.ts';
import { initialAssistantState } from './types.ts';

export interface WorldAppointment extends Appointment {
  serviceId: string;
  customer: string;
}

export class GoldenWorld {
  config: Config = { ...defaultConfig, weeklyHours: goldenWeek, increment: 30 };
  services = goldenServices.map((s, i) => ({ ...s, id: `s${i + 1}` }));
  resources = goldenResources.map((name, i) => ({ id: `r${i + 1}`, name, locationId: 'l1', active: true }));
  appointments: WorldAppointment[] = [];
  now = goldenNow;
  /** The clinic's privacy in the chat; left out by the golden conversations (privacy-moves.test.ts sets it). */
  privacy: AssistantContext['privacy'];
  /** Consent answers and rights requests the patients gave, in order. */
  recorded: AssistantAction[] = [];
  /** Services marked "Se repite" (by name): the receptionist offers a series after booking one. */
  recurring = new Set<string>();
  /** Waitlist entries the patients joined, with who joined. */
  waitlist: (Extract<AssistantAction, { kind: 'join_waitlist' }> & { customer: string; id: string })[] = [];
  private seq = 0;

  /** A waitlist entry the patient joined before (any day and hour, four weeks). */
  addWaitEntry(serviceName: string, customer: string): void {
    const service = this.services.find((s) => s.name === serviceName)!;
    this.waitlist.push({
      kind: 'join_waitlist',
      serviceId: service.id,
      days: [],
      until: '2026-12-21',
      customer,
      id: `w${++this.seq}`,
    });
  }

  addAppointment(spec: string, customer: string): void {
    const m = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}) (.+) \/ (.+)$/.exec(spec)!;
    const service = this.services.find((s) => s.name === m[2])!;
    const resource = this.resources.find((r) => r.name === m[3])!;
    const start = goldenAt(m[1]!);
    this.appointments.push({
      id: `a${++this.seq}`,
      resourceId: resource.id,
      serviceId: service.id,
      start,
      end: start + service.durationMin * 60_000,
      status: 'pending',
      customer,
    });
  }

  live(customer: string): WorldAppointment[] {
    return this.appointments
      .filter((a) => a.customer === customer && holdsSlot(a.status) && a.start > this.now)
      .sort((a, b) => a.start - b.start);
  }

  describe(customer: string): string[] {
    return this.live(customer).map((a) => {
      const wall = instantToZoned(a.start, goldenTz);
      const hh = `${String(Math.floor(wall.minutes / 60)).padStart(2, '0')}:${String(wall.minutes % 60).padStart(2, '0')}`;
      return `${wall.date} ${hh} ${this.services.find((s) => s.id === a.serviceId)!.name} / ${this.resources.find((r) => r.id === a.resourceId)!.name}`;
    });
  }

  context(patient: { name: string; known: boolean; customer: string }): AssistantContext {
    return {
      clinicName: goldenClinic,
      currency: 'CRC',
      tz: goldenTz,
      config: this.config,
      services: [...this.services]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((s) => (this.recurring.has(s.name) ? { ...s, recurring: true } : s)),
      resources: this.resources,
      locations: [{ id: 'l1', name: 'San José', tz: goldenTz }],
      patient: {
        name: patient.name,
        known: patient.known,
        appointments: this.live(patient.customer).map((a) => ({
          id: a.id,
          start: a.start,
          serviceId: a.serviceId,
          resourceId: a.resourceId,
          locationId: 'l1',
        })),
        lastResourceId: this.appointments
          .filter((a) => a.customer === patient.customer && holdsSlot(a.status) && a.start <= this.now)
          .sort((a, b) => b.start - a.start)[0]?.resourceId,
      },
      now: this.now,
      privacy: this.privacy,
    };
  }

  freeOn(serviceId: string, resourceId: string | undefined, date: string, except?: string): OfferedSlot[] {
    const service = this.services.find((s) => s.id === serviceId);
    if (!service) return [];
    const from = zonedToInstant(date, 0, goldenTz);
    return findAvailability(
      {
        service,
        resources: this.resources.filter((r) => !resourceId || r.id === resourceId),
        from,
        days: 1,
        limit: 96,
        now: this.now,
      },
      {
        config: this.config,
        tz: goldenTz,
        blocks: [],
        appointments: this.appointments.filter((a) => a.id !== except),
      },
    ).map((s) => ({ start: s.start, resourceId: s.resourceId }));
  }

  isFree(serviceId: string, slot: OfferedSlot, except?: string): boolean {
    const date = instantToZoned(slot.start, goldenTz).date;
    return this.freeOn(serviceId, slot.resourceId, date, except).some((s) => s.start === slot.start);
  }

  perform(
    action: AssistantAction,
    patient: { customer: string; name: string; known: boolean; mode: string; optedOut?: boolean },
  ): AssistantEvent | undefined {
    switch (action.kind) {
      case 'find_slots': {
        const today = instantToZoned(this.now, goldenTz).date;
        return {
          type: 'slots',
          slots: gatherSlots(action.pref, today, goldenTz, (d) => this.freeOn(action.serviceId, action.resourceId, d)),
        };
      }
      case 'book': {
        if (!this.isFree(action.serviceId, action)) return { type: 'slot_taken' };
        const service = this.services.find((s) => s.id === action.serviceId)!;
        const id = `a${++this.seq}`;
        this.appointments.push({
          id,
          resourceId: action.resourceId,
          serviceId: service.id,
          start: action.start,
          end: action.start + service.durationMin * 60_000,
          status: 'pending',
          customer: patient.customer,
        });
        patient.known = true;
        return { type: 'booked', appointmentId: id };
      }
      case 'move': {
        const a = this.appointments.find((x) => x.id === action.appointmentId && x.customer === patient.customer);
        if (!a || !this.isFree(a.serviceId, action, a.id)) return { type: 'slot_taken' };
        const length = a.end - a.start;
        a.start = action.start;
        a.end = action.start + length;
        a.resourceId = action.resourceId;
        return { type: 'moved', appointmentId: a.id };
      }
      case 'cancel': {
        const a = this.appointments.find((x) => x.id === action.appointmentId && x.customer === patient.customer);
        if (a) a.status = 'cancelled';
        return { type: 'cancelled', appointmentId: action.appointmentId };
      }
      case 'join_waitlist': {
        const { kind: _kind, ...wish } = action;
        this.waitlist.push({ kind: 'join_waitlist', ...wish, customer: patient.customer, id: `w${++this.seq}` });
        return { type: 'waitlisted', until: action.until };
      }
      case 'list_waitlist':
        return {
          type: 'waitlist_entries',
          entries: this.waitlist
            .filter((w) => w.customer === patient.customer)
            .map((w) => ({
              id: w.id,
              serviceId: w.serviceId,
              serviceName: this.services.find((x) => x.id === w.serviceId)?.name ?? '',
            })),
        };
      case 'leave_waitlist': {
        // As DELETE /waitlist/{id}: only an open entry, and here only the patient's own.
        const at = this.waitlist.findIndex((w) => w.id === action.entryId && w.customer === patient.customer);
        if (at >= 0) this.waitlist.splice(at, 1);
        return { type: 'left_waitlist', removed: at >= 0 };
      }
      case 'book_series':
      case 'book_times': {
        // All or nothing, as the series module: any week taken books none, and says which.
        let starts: number[];
        if (action.kind === 'book_times') starts = action.starts;
        else {
          const wall = instantToZoned(action.start, goldenTz);
          starts = Array.from({ length: action.weeks }, (_, i) =>
            zonedToInstant(addDays(wall.date, 7 * i), wall.minutes, goldenTz),
          );
        }
        const taken = starts.filter(
          (start) => !this.isFree(action.serviceId, { start, resourceId: action.resourceId }),
        );
        if (taken.length > 0)
          return { type: 'series_conflicts', taken, free: starts.filter((s) => !taken.includes(s)) };
        const service = this.services.find((s) => s.id === action.serviceId)!;
        for (const start of starts) {
          this.appointments.push({
            id: `a${++this.seq}`,
            resourceId: action.resourceId,
            serviceId: service.id,
            start,
            end: start + service.durationMin * 60_000,
            status: 'pending',
            customer: patient.customer,
          });
        }
        return { type: 'series_booked', starts };
      }
      case 'rename':
        patient.name = action.name;
        patient.known = true;
        return undefined;
      case 'handoff':
        patient.mode = 'staff';
        return undefined;
      case 'opt_out':
        patient.optedOut = true;
        return { type: 'opted_out' };
      case 'rights_request':
        this.recorded.push(action);
        return { type: 'rights_requested', right: action.right, dueOn: '2026-11-30' };
      case 'consent':
        this.recorded.push(action);
        if (this.privacy) this.privacy = { ...this.privacy, askMarketing: false };
        return undefined;
    }
  }
}

export interface WorldPatient {
  customer: string;
  name: string;
  known: boolean;
  mode: string;
  state: AssistantState;
  /** The patient asked for no more messages (SALIR, or their own words and a yes). */
  optedOut?: boolean;
}

export function newPatient(world: GoldenWorld, name: string, appointments: readonly string[] = []): WorldPatient {
  const customer = `c:${name}:${Math.random()}`;
  for (const spec of appointments) world.addAppointment(spec, customer);
  return { customer, name, known: appointments.length > 0, mode: 'assistant', state: initialAssistantState };
}

/** One patient event through the reducer, as the server does it: silent in staff mode. */
export async function say(world: GoldenWorld, patient: WorldPatient, event: AssistantEvent): Promise<AssistantReply[]> {
  if (patient.mode !== 'assistant') return [];
  const r = await runTurn(
    patient.state,
    event,
    () => world.context(patient),
    async (action) => world.perform(action, patient),
  );
  patient.state = r.state;
  return r.replies;
}

/**
 * A known patient's chat with the clinic, as the chat tests drive it: `text` sends a message, `tap`
 * presses one of the last reply's buttons by its title; `titles` and `said` read that reply.
 */
export function knownPatientChat(appointments: readonly string[] = []) {
  const world = new GoldenWorld();
  const patient = newPatient(world, 'Ana Pérez', appointments);
  patient.known = true;
  let last: AssistantReply[] = [];
  const text = async (t: string) => {
    last = await say(world, patient, { type: 'message', text: t });
    return last;
  };
  const tap = async (title: string) => {
    const b = last.flatMap((r) => r.buttons ?? []).find((x) => x.title === title);
    if (!b) throw new Error(`no button «${title}» in ${JSON.stringify(last)}`);
    last = await say(world, patient, { type: 'message', text: b.title, buttonId: b.id });
    return last;
  };
  const titles = () => last.flatMap((r) => r.buttons ?? []).map((b) => b.title);
  const said = () => last.map((r) => r.text).join('\n');
  return { world, patient, text, tap, titles, said };
}
