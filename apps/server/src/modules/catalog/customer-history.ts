import { type AppointmentStatus, type CustomerAppointment, type CustomerWire, DomainError } from '@recepta/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';
import { liveStatusesSql } from '../../db/status-sql.ts';
import type { Viewer } from '../../http/org-scope.ts';
import { customerAppointments } from './customer-appointments.ts';
import { readCustomer } from './customers.ts';

/** A patient page lists this many upcoming and past appointments (the counts cover all of them). */
const HISTORY_LIMITS = { upcoming: 50, recent: 50 };

export interface CustomerHistory {
  customer: CustomerWire;
  counts: { upcoming: number; attended: number; cancelled: number; noShows: number };
  /** Earliest first. */
  upcoming: CustomerAppointment[];
  /** Latest first. */
  past: CustomerAppointment[];
  /** The customer's WhatsApp conversation, if they have one. */
  conversationId: string | null;
}

/**
 * GET /customers/{id}/history: the patient page (docs/product.md#patient-page). "Attended" counts
 * the past appointments that kept their slot to the end (pending or confirmed): the product has no
 * separate check-in, so a past live appointment is taken as attended, as the reports do.
 */
export async function customerHistory(
  db: Db,
  orgId: string,
  id: string,
  now: Date,
  viewer?: Viewer,
): Promise<CustomerHistory> {
  const customer = await readCustomer(db, orgId, id, viewer);
  if (!customer) throw new DomainError('not_found');
  const iso = now.toISOString();
  const [counts, appointments, conversation] = await Promise.all([
    db.execute(sql`select
        count(*) filter (where status in ${liveStatusesSql} and ends_at > ${iso})::int as upcoming,
        count(*) filter (where status in ${liveStatusesSql} and ends_at <= ${iso})::int as attended,
        count(*) filter (where status = ${'cancelled' satisfies AppointmentStatus})::int as cancelled,
        count(*) filter (where status = ${'no_show' satisfies AppointmentStatus})::int as no_shows
      from appointments where org_id = ${orgId} and customer_id = ${id}`),
    customerAppointments(db, orgId, id, now, HISTORY_LIMITS),
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.orgId, orgId), eq(conversations.customerId, id))),
  ]);
  const n = counts.rows[0] as { upcoming: number; attended: number; cancelled: number; no_shows: number };
  return {
    customer,
    counts: {
      upcoming: Number(n.upcoming),
      attended: Number(n.attended),
      cancelled: Number(n.cancelled),
      noShows: Number(n.no_shows),
    },
    upcoming: appointments.filter((a) => a.upcoming),
    past: appointments.filter((a) => !a.upcoming).reverse(),
    conversationId: conversation[0]?.id ?? null,
  };
}
