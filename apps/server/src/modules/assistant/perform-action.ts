import {
  type AssistantAction,
  type AssistantContext,
  type AssistantEvent,
  addDays,
  DomainError,
  findAvailability,
  gatherSlots,
  instantToZoned,
  type OfferedSlot,
  zonedToInstant,
} from '@recepta/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, customers } from '../../db/schema/index.ts';
import { publishConversationChange } from '../../realtime/conversation-events.ts';
import { recordConsent } from '../privacy/record-consent.ts';
import { fileRightsRequest } from '../privacy/rights-requests.ts';
import { bookAppointment } from '../scheduling/book-appointment.ts';
import { cancelAppointment } from '../scheduling/cancel-appointment.ts';
import type { OrgSchedule } from '../scheduling/read-model/schedule-cache.ts';
import { LONGEST_APPOINTMENT_MS } from '../scheduling/read-model/sub-selects.ts';
import { rescheduleAppointment } from '../scheduling/reschedule-appointment.ts';

export interface TurnEffects {
  tx: Db;
  orgId: string;
  conversationId: string;
  customerId: string;
  now: Date;
  /** The organisation's schedule, read once for the turn (read-model/schedule-cache.ts). */
  schedule: () => Promise<OrgSchedule>;
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
  const schedule = await fx.schedule();
  const service = schedule.services.get(serviceId);
  if (!service) return [];
  const resources = schedule.resources.filter((r) => r.active && (!action.resourceId || r.id === action.resourceId));
  const zones = new Map<string, typeof resources>();
  for (const r of resources) zones.set(r.tz, [...(zones.get(r.tz) ?? []), r]);
  const now = fx.now.getTime();
  const tz = fx.context.tz;
  const today = instantToZoned(now, tz).date;
  return gatherSlots(action.pref, today, tz, (date) => {
    const found: OfferedSlot[] = [];
    for (const [zone, list] of zones) {
      const from = zonedToInstant(date, 0, zone);
      const until = zonedToInstant(addDays(date, 1), 0, zone);
      if (until <= now) continue;
      const appointments = schedule.busy.overlapping(
        Math.max(from, now),
        until,
        LONGEST_APPOINTMENT_MS,
        action.resourceId,
      );
      const slots = findAvailability(
        { service, resources: list, from, days: 1, limit: DAY_LIMIT, now },
        { config: schedule.config, blocks: schedule.blocks, appointments, tz: zone },
      );
      found.push(...slots.map((s) => ({ start: s.start, resourceId: s.resourceId })));
    }
    return found.sort((a, b) => a.start - b.start);
  });
}
