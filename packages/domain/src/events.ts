import { type AppointmentStatus, holdsSlot } from './scheduling/statuses.ts';

/**
 * What happened, as the verbs that did it announce it (docs/architecture.md#events). Subscribers
 * run in the verb's transaction, so an event and its consequences commit or roll back together.
 * Instants are epoch milliseconds; `at` is the verb's clock.
 */
export type DomainEvent =
  | {
      type: 'appointment.booked';
      at: number;
      orgId: string;
      appointmentId: string;
      customerId: string | null;
      resourceId: string;
      startsAt: number;
      endsAt: number;
    }
  | {
      type: 'appointment.moved';
      at: number;
      orgId: string;
      appointmentId: string;
      customerId: string | null;
      resourceId: string;
      startsAt: number;
      endsAt: number;
      /** Where it was before the move. */
      from: { resourceId: string; startsAt: number; endsAt: number };
    }
  | {
      type: 'appointment.cancelled';
      at: number;
      orgId: string;
      appointmentId: string;
      customerId: string | null;
    }
  | {
      /** Any other change of status (confirmed, arrived, completed, no-show…). */
      type: 'appointment.status_changed';
      at: number;
      orgId: string;
      appointmentId: string;
      customerId: string | null;
      before: AppointmentStatus;
      after: AppointmentStatus;
    }
  | {
      /**
       * A place in a resource's agenda became free: an appointment was cancelled, moved away or
       * marked no-show, or a one-off block of the resource was removed (a refill offer may fill it).
       */
      type: 'slot.freed';
      at: number;
      orgId: string;
      /** The appointment that held it (null for a block removed). */
      appointmentId: string | null;
      resourceId: string;
      startsAt: number;
      endsAt: number;
      cause: 'cancelled' | 'moved' | 'no_show' | 'unblocked';
    }
  | {
      /**
       * Time of the agenda was taken: an appointment booked or moved there, or a block put over it
       * (offers of a freed slot there stop). `resourceId` null: a block of the whole organisation.
       */
      type: 'slot.taken';
      at: number;
      orgId: string;
      resourceId: string | null;
      startsAt: number;
      endsAt: number;
      by: 'appointment' | 'block';
    }
  | {
      /**
       * Many appointments took agenda time at once (an appointments import): what `slot.taken` says
       * of one, for each span, in one event, so its subscribers can answer it in one statement.
       */
      type: 'slots.taken';
      at: number;
      orgId: string;
      spans: readonly { resourceId: string; startsAt: number; endsAt: number }[];
    }
  | {
      /** Configuración (or another part of the catalogue) changed; `changed` names the fields. */
      type: 'catalog.changed';
      at: number;
      orgId: string;
      entity: 'config';
      changed: readonly string[];
    }
  | { type: 'org.created'; at: number; orgId: string }
  | { type: 'patient.opted_out'; at: number; orgId: string; customerId: string }
  | {
      type: 'message.received';
      at: number;
      orgId: string;
      conversationId: string;
      customerId: string;
      messageId: string;
    };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * Whether a change of status frees an appointment's place, and the cause it gives: a live
 * appointment cancelled or missed does; one already closed holds nothing to free.
 */
export function freedBy(before: AppointmentStatus, after: AppointmentStatus): 'cancelled' | 'no_show' | null {
  if (!holdsSlot(before) || holdsSlot(after)) return null;
  return after === 'no_show' ? 'no_show' : 'cancelled';
}
