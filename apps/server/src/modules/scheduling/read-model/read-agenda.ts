import type { AppointmentWire } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loadAgendaWires } from '../appointment-wire.ts';
import { LONGEST_APPOINTMENT_MS } from './sub-selects.ts';

/**
 * GET /agenda: every appointment of the organisation overlapping [start, end), whatever its status
 * (the agenda draws live ones; the today screen counts no-shows), earliest first. The lower bound
 * on starts_at keeps the (org_id, starts_at, ends_at) index scan to the window.
 */
export async function readAgenda(db: Db, orgId: string, start: number, end: number): Promise<AppointmentWire[]> {
  const iso = (instant: number) => new Date(instant).toISOString();
  return loadAgendaWires(
    db,
    orgId,
    sql`a.starts_at < ${iso(end)} and a.starts_at > ${iso(start - LONGEST_APPOINTMENT_MS)} and a.ends_at > ${iso(start)}`,
  );
}
