import type { AppointmentWire } from '@recepta/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { field, type JsonTuple, jsonTuple, type TupleRow } from '../../db/json-tuple.ts';
import { formatInZone } from './wire-time.ts';

/** An instant as epoch milliseconds, in float arithmetic (extract() answers numeric, which is slower). */
export const epochMs = (column: SQL) => sql`floor(date_part('epoch', ${column}) * 1000)::bigint`;

/** What every appointment tuple carries from the appointment and its patient (`a`, `c`). */
const appointmentFields = {
  id: field<string>(sql`a.id`),
  startMs: field<number>(epochMs(sql`a.starts_at`)),
  endMs: field<number>(epochMs(sql`a.ends_at`)),
  status: field<AppointmentWire['status']>(sql`a.status`),
  note: field<string>(sql`a.note`),
  locationId: field<string>(sql`a.location_id`),
  customerName: field<string | null>(sql`c.name`),
  customerPhone: field<string | null>(sql`c.phone`),
  bookedBy: field<AppointmentWire['bookedBy']>(sql`a.booked_by`),
  seriesId: field<string | null>(sql`a.series_id`),
  seriesIndex: field<number | null>(sql`a.series_index`),
};

/** The series part of the wire: absent for an appointment of no series. */
function seriesOf(id: string | null, index: number | null): Pick<AppointmentWire, 'series'> {
  return id === null ? {} : { series: { id, index: index ?? 0 } };
}

/** One appointment with everything its wire shape shows, built by the database (db/json-tuple.ts). */
export const wireTuple = jsonTuple({
  ...appointmentFields,
  tz: field<string>(sql`l.tz`),
  serviceId: field<string>(sql`s.id`),
  serviceName: field<string>(sql`s.name`),
  serviceDurationMin: field<number>(sql`s.duration_min`),
  resourceId: field<string>(sql`r.id`),
  resourceName: field<string>(sql`r.name`),
  backgroundColor: field<string>(sql`r.background_color`),
  textColor: field<string>(sql`r.text_color`),
  customerId: field<string | null>(sql`c.id`),
});

/** The joins wireTuple reads (archived rows included: past appointments keep their service and resource). */
export const wireJoins = sql`join services s on s.id = a.service_id
  join resources r on r.id = a.resource_id
  join locations l on l.id = a.location_id
  left join customers c on c.id = a.customer_id`;

export type WireRow = TupleRow<typeof wireTuple extends JsonTuple<infer F> ? F : never>;

export function rowToWire(t: WireRow): AppointmentWire {
  return {
    id: t.id,
    start: formatInZone(t.startMs, t.tz),
    end: formatInZone(t.endMs, t.tz),
    status: t.status,
    note: t.note,
    service: { id: t.serviceId, name: t.serviceName, durationMin: t.serviceDurationMin },
    resource: { id: t.resourceId, name: t.resourceName, backgroundColor: t.backgroundColor, textColor: t.textColor },
    customer:
      t.customerId === null ? null : { id: t.customerId, name: t.customerName ?? '', phone: t.customerPhone ?? '' },
    locationId: t.locationId,
    bookedBy: t.bookedBy,
    ...seriesOf(t.seriesId, t.seriesIndex),
  };
}

/** The agenda's rows: ids where wireTuple joins, the names coming once beside them (below). */
const listTuple = jsonTuple({
  ...appointmentFields,
  serviceId: field<string>(sql`a.service_id`),
  resourceId: field<string>(sql`a.resource_id`),
  customerId: field<string | null>(sql`a.customer_id`),
});
const serviceTuple = jsonTuple({
  id: field<string>(sql`s.id`),
  name: field<string>(sql`s.name`),
  durationMin: field<number>(sql`s.duration_min`),
});
const resourceTuple = jsonTuple({
  id: field<string>(sql`r.id`),
  name: field<string>(sql`r.name`),
  backgroundColor: field<string>(sql`r.background_color`),
  textColor: field<string>(sql`r.text_color`),
});
const zoneTuple = jsonTuple({ id: field<string>(sql`l.id`), tz: field<string>(sql`l.tz`) });

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * The organisation's appointments matching `where` (over `a`), on the wire, earliest first. Built
 * for the agenda's 1,000 appointments: the rows carry ids, and the organisation's services,
 * resources and locations (few, archived ones included) come once beside them, instead of being
 * joined and repeated on every row — which halves what the database builds.
 */
export async function loadAgendaWires(db: Db, orgId: string, where: SQL): Promise<AppointmentWire[]> {
  const { rows } = await db.execute(sql`select
    (select coalesce(json_agg(${listTuple.sql}), '[]')
      from appointments a left join customers c on c.id = a.customer_id
      where a.org_id = ${orgId} and ${where})::text as a,
    (select json_agg(${serviceTuple.sql}) from services s where s.org_id = ${orgId})::text as s,
    (select json_agg(${resourceTuple.sql}) from resources r where r.org_id = ${orgId})::text as r,
    (select json_agg(${zoneTuple.sql}) from locations l where l.org_id = ${orgId})::text as l`);
  const row = rows[0] as Record<string, string | null>;
  const list = listTuple.readAll(row.a);
  const services = byId(serviceTuple.readAll(row.s));
  const resources = byId(resourceTuple.readAll(row.r));
  const zones = byId(zoneTuple.readAll(row.l));
  list.sort((x, y) => x.startMs - y.startMs || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return list.map((a) => {
    const tz = zones.get(a.locationId)!.tz;
    const service = services.get(a.serviceId)!;
    const resource = resources.get(a.resourceId)!;
    return {
      id: a.id,
      start: formatInZone(a.startMs, tz),
      end: formatInZone(a.endMs, tz),
      status: a.status,
      note: a.note,
      service: { id: a.serviceId, name: service.name, durationMin: service.durationMin },
      resource: {
        id: a.resourceId,
        name: resource.name,
        backgroundColor: resource.backgroundColor,
        textColor: resource.textColor,
      },
      customer:
        a.customerId === null ? null : { id: a.customerId, name: a.customerName ?? '', phone: a.customerPhone ?? '' },
      locationId: a.locationId,
      bookedBy: a.bookedBy,
      ...seriesOf(a.seriesId, a.seriesIndex),
    };
  });
}

/** Appointments matching `where` (over `a`, joined as wireJoins; it must name the organisation), earliest first. */
export async function loadWires(db: Db, where: SQL): Promise<AppointmentWire[]> {
  const { rows } =
    await db.execute(sql`select coalesce(json_agg(${wireTuple.sql} order by a.starts_at, a.id), '[]')::text as j
        from appointments a ${wireJoins} where ${where}`);
  return wireTuple.readAll(rows[0]?.j as string | null).map(rowToWire);
}

/** One appointment of the organisation as it is on the wire; undefined when there is none. */
export async function loadWire(db: Db, orgId: string, id: string): Promise<AppointmentWire | undefined> {
  const { rows } = await db.execute(
    sql`select ${wireTuple.sql}::text as j from appointments a ${wireJoins} where a.id = ${id} and a.org_id = ${orgId}`,
  );
  const text = rows[0]?.j as string | undefined;
  return text ? rowToWire(wireTuple.read(JSON.parse(text) as unknown[])) : undefined;
}
