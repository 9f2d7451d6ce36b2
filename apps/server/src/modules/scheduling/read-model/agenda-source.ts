import type { AppointmentWire } from '@recepta/domain';
import { and, eq, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointmentEvents } from '../../../db/schema/index.ts';
import type { AgendaChange, AgendaSource } from '../../../realtime/agenda-hub.ts';
import { epochMs, readJson, tupleToWire, type WireTuple, wireJoins, wireTuple } from '../appointment-wire.ts';

type ChangeTuple = [id: number, orgId: string, prevStart: number | null, prevEnd: number | null, wire: WireTuple];

/** Where the live agenda (realtime/agenda-hub.ts) reads changes: events joined to the appointment as it is now. */
export function agendaSource(db: Db): AgendaSource<AppointmentWire> {
  const changes = async (where: SQL, limit?: number): Promise<AgendaChange<AppointmentWire>[]> => {
    const tuples = await readJson<ChangeTuple[]>(
      db,
      sql`select coalesce(json_agg(json_build_array(e.id, e.org_id,
            ${epochMs(sql`e.prev_starts_at`)}, ${epochMs(sql`e.prev_ends_at`)}, ${wireTuple}) order by e.id), '[]')::text as j
          from (select * from appointment_events e where ${where} order by e.id
                ${limit === undefined ? sql`` : sql`limit ${limit}`}) e
          join appointments a on a.id = e.appointment_id ${wireJoins}`,
    );
    return tuples.map(([id, orgId, prevStart, prevEnd, wire]) => ({
      id,
      orgId,
      appointmentId: wire[0],
      now: { start: wire[1], end: wire[2] },
      prev: prevStart !== null && prevEnd !== null ? [{ start: prevStart, end: prevEnd }] : [],
      item: tupleToWire(wire),
    }));
  };

  return {
    byIds: (ids) =>
      changes(
        sql`e.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    after: (orgId, afterId, limit) => changes(sql`e.org_id = ${orgId} and e.id > ${afterId}`, limit),
    has: async (orgId, id) =>
      (
        await db
          .select({ id: appointmentEvents.id })
          .from(appointmentEvents)
          .where(and(eq(appointmentEvents.orgId, orgId), eq(appointmentEvents.id, id)))
      ).length > 0,
    latest: async (orgId) => {
      const [row] = await db
        .select({ id: max(appointmentEvents.id) })
        .from(appointmentEvents)
        .where(eq(appointmentEvents.orgId, orgId));
      return row?.id === null || row?.id === undefined ? undefined : Number(row.id);
    },
  };
}
