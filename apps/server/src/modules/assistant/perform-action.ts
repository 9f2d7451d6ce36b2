import {
  type AssistantAction,
  type AssistantContext,
  type AssistantEvent,
  addDays,
  DomainError,
  findAvailability,
  formatHHMM,
  gatherSlots,
  instantToZoned,
  type OfferedSlot,
  searchDaysOf,
  zonedToInstant,
} from '@recepta/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, customers, waitlistEntries } from '../../db/schema/index.ts';
import { publishConversationChange } from '../../realtime/conversation-events.ts';
import { recordConsent } from '../privacy/record-consent.ts';
import { fileRightsRequest } from '../privacy/rights-requests.ts';
import { bookAppointment } from '../scheduling/book-appointment.ts';
import { cancelAppointment } from '../scheduling/cancel-appointment.ts';
import { busyIn, type OrgSchedule } from '../scheduling/read-model/schedule-cache.ts';
import { rescheduleAppointment } from '../scheduling/reschedule-appointment.ts';
import { createSeries } from '../series/create-series.ts';
import { addToWaitlist, removeFromWaitlist } from '../waitlist/add-to-waitlist.ts';
import { readWaitlist } from '../waitlist/waitlist-rows.ts';

export interface TurnEffects {
  tx: Db;
  orgId: string;
  conversationId: string;
  customerId: string;
  now: Date;
  /** The organisation's schedule, read once for the turn (read-model/schedule-cache.ts). */
  /** The clinic's schedule, holding the live appointments from now until `until` (none when absent). */
  schedule: (until?: number) => Promise<OrgSchedule>;
  /** The turn's context: a new name given is written into it, so the confirmation uses it. */
  context: AssistantContext;
  /** Signs the patient's manage link for a booked or moved appointment; absent, no link is given. */
  manageUrl?: ((appointment: { id: string; customerId: string; endsAt: Date }) => string) | undefined;
}

/** Every free start of a day a search may offer: at most every 15 minutes of 24 hours. */
const DAY_LIMIT = 96;

/**
 * Does what the receptionist decided, through the same module functions as the scheduling API
 * (docs/architecture.md#chat-receptionist), and answers with the event the reducer reads next. A
 * time refused by the rules or taken meanwhile (the exclusion constraint's slot_conflict) is
 * `slot_taken`: the receptionist says so and offers new times.
 */
export async function performAction(fx: TurnEffects, action: AssistantAction): Promise<AssistantEvent | undefined> {
  const who = { orgId: fx.orgId, actor: { kind: 'assistant' as const, conversationId: fx.conversationId } };
  switch (action.kind) {
    case 'find_slots':
      return { type: 'slots', slots: await freeTimes(fx, action.serviceId, action) };
    case 'book':
      try {
        const booked = await bookAppointment(
          fx.tx,
          who,
          {
            serviceId: action.serviceId,
            resourceId: action.resourceId,
            start: new Date(action.start).toISOString(),
            customerId: fx.customerId,
          },
          fx.now,
        );
        return {
          type: 'booked',
          appointmentId: booked.id,
          manageUrl: fx.manageUrl?.({ id: booked.id, customerId: fx.customerId, endsAt: new Date(booked.end) }),
        };
      } catch (err) {
        if (err instanceof DomainError) return { type: 'slot_taken' };
        throw err;
      }
    case 'move': {
      const result = await fx.tx.execute(sql`select (extract(epoch from ends_at - starts_at) / 60)::int as minutes
        from appointments where org_id = ${fx.orgId}::uuid and id = ${action.appointmentId}::uuid and customer_id = ${fx.customerId}::uuid`);
      const minutes = Number(result.rows[0]?.minutes ?? 0);
      if (!minutes) return { type: 'slot_taken' };
      try {
        const moved = await rescheduleAppointment(
          fx.tx,
          who,
          {
            apptId: action.appointmentId,
            resourceId: action.resourceId,
            start: new Date(action.start).toISOString(),
            durationMin: minutes,
          },
          fx.now,
        );
        return {
          type: 'moved',
          appointmentId: action.appointmentId,
          manageUrl: fx.manageUrl?.({
            id: action.appointmentId,
            customerId: fx.customerId,
            endsAt: new Date(moved.end),
          }),
        };
      } catch (err) {
        if (err instanceof DomainError) return { type: 'slot_taken' };
        throw err;
      }
    }
    case 'cancel':
      await cancelAppointment(
        fx.tx,
        who,
        { apptId: action.appointmentId, reason: 'Cancelada por el paciente' },
        fx.now,
      );
      return { type: 'cancelled', appointmentId: action.appointmentId };
    case 'join_waitlist': {
      const hhmm = (m: number) => formatHHMM(m);
      // The same code as POST /waitlist; the entry is the patient's own (customerId of the turn).
      const entry = await addToWaitlist(
        fx.tx,
        who,
        {
          customerId: fx.customerId,
          serviceId: action.serviceId,
          ...(action.resourceId ? { resourceId: action.resourceId } : {}),
          ...(action.days.length > 0 ? { days: action.days } : {}),
          ...(action.fromMin !== undefined ? { from: hhmm(action.fromMin) } : {}),
          ...(action.toMin !== undefined && action.toMin < 24 * 60 ? { to: hhmm(action.toMin) } : {}),
          until: action.until,
          ...(action.appointmentId ? { appointmentId: action.appointmentId } : {}),
        },
        fx.now,
        'chat',
      );
      return { type: 'waitlisted', until: entry.until };
    }
    case 'list_waitlist': {
      // The patient's own open entries, as the patient page lists them.
      const entries = await readWaitlist(fx.tx, fx.orgId, eq(waitlistEntries.customerId, fx.customerId));
      return {
        type: 'waitlist_entries',
        entries: entries.map((e) => ({ id: e.id, serviceId: e.service.id, serviceName: e.service.name })),
      };
    }
    case 'leave_waitlist':
      // The staff's DELETE /waitlist/{id} code, limited to this patient's entries.
      try {
        await removeFromWaitlist(fx.tx, who, action.entryId, fx.now, fx.customerId);
        return { type: 'left_waitlist', removed: true };
      } catch (error) {
        // Ended meanwhile (taken through an offer, expired): nothing to remove.
        if (error instanceof DomainError && error.code === 'not_found')
          return { type: 'left_waitlist', removed: false };
        throw error;
      }
    case 'book_series':
      return bookSeriesByChat(fx, who, action);
    case 'book_times':
      return bookTimesByChat(fx, who, action);
    case 'rename':
      await fx.tx
        .update(customers)
        .set({ name: action.name, updatedAt: fx.now })
        .where(and(eq(customers.orgId, fx.orgId), eq(customers.id, fx.customerId)));
      fx.context.patient.name = action.name;
      fx.context.patient.known = true;
      return undefined;
    case 'handoff':
      await fx.tx
        .update(conversations)
        .set({ mode: 'staff', waitingSince: fx.now, pending: null })
        .where(eq(conversations.id, fx.conversationId));
      await publishConversationChange(fx.tx, { o: fx.orgId, c: fx.conversationId });
      return undefined;
    case 'opt_out':
      // Recorded by assistantTurn once the confirmation is queued: after it, nothing automatic may go.
      return { type: 'opted_out' };
    case 'rights_request': {
      const filed = await fileRightsRequest(
        fx.tx,
        fx.orgId,
        { customerId: fx.customerId, kind: action.right, note: 'Pedida por WhatsApp' },
        { createdBy: null, actor: { kind: 'patient' } },
        fx.now,
      );
      return { type: 'rights_requested', right: action.right, dueOn: filed.dueOn };
    }
    case 'consent':
      await recordConsent(fx.tx, {
        orgId: fx.orgId,
        customerId: fx.customerId,
        purpose: action.purpose,
        granted: action.granted,
        via: 'chat',
        wording: action.wording,
        actor: { kind: 'patient' },
        at: fx.now,
      });
      if (fx.context.privacy) fx.context.privacy.askMarketing = false;
      return undefined;
  }
}

type Who = { orgId: string; actor: { kind: 'assistant'; conversationId: string } };

/**
 * "¿Te reservo la misma hora las próximas semanas?" answered: a series through the series module
 * (POST /series's code), all or nothing in a savepoint. Its 409 series_conflicts becomes the weeks
 * taken and the weeks still free, for the patient to choose — never skipped silently.
 */
async function bookSeriesByChat(
  fx: TurnEffects,
  who: Who,
  action: Extract<AssistantAction, { kind: 'book_series' }>,
): Promise<AssistantEvent> {
  const weekly = Array.from({ length: action.weeks }, (_, i) => {
    const wall = instantToZoned(action.start, fx.context.tz);
    return zonedToInstant(addDays(wall.date, 7 * i), wall.minutes, fx.context.tz);
  });
  if (action.weeks < 2) return bookTimesByChat(fx, who, { ...action, kind: 'book_times', starts: weekly });
  try {
    const series = await createSeries(
      fx.tx,
      who,
      {
        customerId: fx.customerId,
        serviceId: action.serviceId,
        resourceId: action.resourceId,
        start: new Date(action.start).toISOString(),
        every: 'week',
        count: action.weeks,
      },
      fx.now,
    );
    return { type: 'series_booked', starts: series.appointments.map((a) => Date.parse(a.start)) };
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const listed = (err.details as { conflicts?: { index: number }[] } | undefined)?.conflicts;
    const clash = new Set((listed ?? weekly.map((_, index) => ({ index }))).map((c) => c.index));
    return {
      type: 'series_conflicts',
      taken: weekly.filter((_, i) => clash.has(i)),
      free: weekly.filter((_, i) => !clash.has(i)),
    };
  }
}

/**
 * The free weeks of a series that collided, which the patient chose: each booked through the
 * scheduling verb in one savepoint, so a week taken meanwhile books none of them and is named.
 */
async function bookTimesByChat(
  fx: TurnEffects,
  who: Who,
  action: Extract<AssistantAction, { kind: 'book_times' }>,
): Promise<AssistantEvent> {
  let failed: number | undefined;
  try {
    await fx.tx.transaction(async (tx) => {
      for (const start of action.starts) {
        failed = start;
        await bookAppointment(
          tx,
          who,
          {
            serviceId: action.serviceId,
            resourceId: action.resourceId,
            start: new Date(start).toISOString(),
            customerId: fx.customerId,
          },
          fx.now,
        );
      }
    });
    return { type: 'series_booked', starts: action.starts };
  } catch (err) {
    if (!(err instanceof DomainError) || failed === undefined) throw err;
    const taken = failed;
    return { type: 'series_conflicts', taken: [taken], free: action.starts.filter((s) => s !== taken) };
  }
}

const DAY_MS = 86_400_000;

/**
 * Free times of a service, day by day in the clinic's zone (the domain's gatherSlots), each day
 * searched by the domain's findAvailability on the cached schedule: the same rule the booking
 * checks, so every offered time is bookable now.
 */
async function freeTimes(
  fx: TurnEffects,
  serviceId: string,
  action: Extract<AssistantAction, { kind: 'find_slots' }>,
): Promise<OfferedSlot[]> {
  const now = fx.now.getTime();
  const tz = fx.context.tz;
  const today = instantToZoned(now, tz).date;
  // Every day the search may look at (gatherSlots: searchDaysOf from today), with a day to spare for
  // a zone west of the clinic's.
  const schedule = await fx.schedule(now + (searchDaysOf(action.pref, today) + 2) * DAY_MS);
  const service = schedule.services.get(serviceId);
  if (!service) return [];
  const resources = schedule.resources.filter((r) => r.active && (!action.resourceId || r.id === action.resourceId));
  const zones = new Map<string, typeof resources>();
  for (const r of resources) zones.set(r.tz, [...(zones.get(r.tz) ?? []), r]);
  return gatherSlots(action.pref, today, tz, (date) => {
    const found: OfferedSlot[] = [];
    for (const [zone, list] of zones) {
      const from = zonedToInstant(date, 0, zone);
      const until = zonedToInstant(addDays(date, 1), 0, zone);
      if (until <= now) continue;
      const appointments = busyIn(schedule, Math.max(from, now), until, action.resourceId);
      const slots = findAvailability(
        { service, resources: list, from, days: 1, limit: DAY_LIMIT, now },
        { config: schedule.config, blocks: schedule.blocks, appointments, tz: zone },
      );
      found.push(...slots.map((s) => ({ start: s.start, resourceId: s.resourceId })));
    }
    return found.sort((a, b) => a.start - b.start);
  });
}
