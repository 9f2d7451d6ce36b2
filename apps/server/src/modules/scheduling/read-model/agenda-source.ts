import type { AppointmentWire } from '@recepta/domain';
import { and, eq, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { field, jsonTuple } from '../../../db/json-tuple.ts';
import { appointmentEvents } from '../../../db/schema/index.ts';
import type { AgendaChange, AgendaSource } from '../../../realtime/agenda-hub.ts';
import { epochMs, rowToWire, wireJoins, wireTuple } from '../appointment-wire.ts';

/** An appointment event, where it moved from (if it did), and the appointment as it is now. */
const changeTuple = jsonTuple({
  id: field<number>(sql`e.id`),
  orgId: field<string>(sql`e.org_id`),
  prevStart: field<number | null>(epochMs(sql`e.prev_starts_at`)),
  prevEnd: field<number | null>(epochMs(sql`e.prev_ends_at`)),
  wire: field<unknown[]>(wireTuple.sql),
});

/** Where the live agenda (realtime/agenda-hub.ts) reads changes: events joined to the appointment as it is now. */
export function agendaSource(db: Db): AgendaSource<AppointmentWire> {
  const changes = async (where: SQL, limit?: number): Promise<AgendaChange<AppointmentWire>[]> => {
    const { rows } = await db.execute(
      sql`select coalesce(json_agg(${changeTuple.sql} order by e.id), '[]')::text as j
          from (select * from appointment_events e where ${where} order by e.id
                ${limit === undefined ? sql`` : sql`limit ${limit}`}) e
          join appointments a on a.id = e.appointment_id ${wireJoins}`,
    );
    return changeTuple.readAll(rows[0]?.j as string | null).map(({ id, orgId, prevStart, prevEnd, wire }) => {
      const now = wireTuple.read(wire);
      return {
        id,
        orgId,
        appointmentId: now.id,
        now: { start: now.startMs, end: now.endMs },
        prev: prevStart !== null && prevEnd !== null ? [{ start: prevStart, end: prevEnd }] : [],
        item: rowToWire(now),
      };
    });
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
