import type { AppointmentWire } from '@recepta/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formatInZone } from './wire-time.ts';

/** An instant as epoch milliseconds, in float arithmetic (extract() answers numeric, which is slower). */
export const epochMs = (column: SQL) => sql`floor(date_part('epoch', ${column}) * 1000)::bigint`;

/**
 * One appointment as a JSON array, built by the database. Lists of them are read as one json_agg
 * value rather than as rows: PGlite decodes every field of every row through its wire protocol,
 * which costs more than the query itself for an agenda of 1,000 appointments, while one text
 * value is handed to JSON.parse at native speed (and node-postgres gains too). Instants travel as
 * epoch milliseconds. The positions are WireTuple's.
 */
export const wireTuple = sql`json_build_array(
  a.id, ${epochMs(sql`a.starts_at`)}, ${epochMs(sql`a.ends_at`)},
  a.status, a.note, a.location_id, l.tz,
  s.id, s.name, s.duration_min,
  r.id, r.name, r.background_color, r.text_color,
  c.id, c.name, c.phone, a.booked_by, a.series_id, a.series_index)`;

/** The joins wireTuple reads (archived rows included: past appointments keep their service and resource). */
export const wireJoins = sql`join services s on s.id = a.service_id
  join resources r on r.id = a.resource_id
  join locations l on l.id = a.location_id
  left join customers c on c.id = a.customer_id`;

export type WireTuple = [
  id: string,
  startMs: number,
  endMs: number,
  status: AppointmentWire['status'],
  note: string,
  locationId: string,
  tz: string,
  serviceId: string,
  serviceName: string,
  serviceDurationMin: number,
  resourceId: string,
  resourceName: string,
  backgroundColor: string,
  textColor: string,
  customerId: string | null,
  customerName: string | null,
  customerPhone: string | null,
  bookedBy: AppointmentWire['bookedBy'],
  seriesId: string | null,
  seriesIndex: number | null,
];

/** The series part of the wire: absent for an appointment of no series. */
function seriesOf(id: string | null, index: number | null): Pick<AppointmentWire, 'series'> {
  return id === null ? {} : { series: { id, index: index ?? 0 } };
}

export function tupleToWire(t: WireTuple): AppointmentWire {
  const [id, startMs, endMs, status, note, locationId, tz] = t;
  return {
    id,
    start: formatInZone(startMs, tz),
    end: formatInZone(endMs, tz),
    status,
    note,
    service: { id: t[7], name: t[8], durationMin: t[9] },
    resource: { id: t[10], name: t[11], backgroundColor: t[12], textColor: t[13] },
    customer: t[14] === null ? null : { id: t[14], name: t[15] ?? '', phone: t[16] ?? '' },
    locationId,
    bookedBy: t[17],
    ...seriesOf(t[18], t[19]),
  };
}

/** The single json value of a one-row, one-column answer (both drivers give the text as is). */
export async function readJson<T>(db: Db, query: SQL): Promise<T> {
  const { rows } = await db.execute(query);
  return JSON.parse(String(rows[0]?.j ?? 'null')) as T;
}

type ListTuple = [
  id: string,
  startMs: number,
  endMs: number,
  status: AppointmentWire['status'],
  note: string,
  locationId: string,
  serviceId: string,
  resourceId: string,
  customerId: string | null,
  customerName: string | null,
  customerPhone: string | null,
  bookedBy: AppointmentWire['bookedBy'],
  seriesId: string | null,
  seriesIndex: number | null,
];

/**
 * The organisation's appointments matching `where` (over `a`), on the wire, earliest first. Built
 * for the agenda's 1,000 appointments: the rows carry ids, and the organisation's services,
 * resources and locations (few, archived ones included) come once beside them, instead of being
 * joined and repeated on every row — which halves what the database builds.
 */
export async function loadAgendaWires(db: Db, orgId: string, where: SQL): Promise<AppointmentWire[]> {
  const { rows } = await db.execute(sql`select
    (select coalesce(json_agg(json_build_array(a.id, ${epochMs(sql`a.starts_at`)}, ${epochMs(sql`a.ends_at`)},
        a.status, a.note, a.location_id, a.service_id, a.resource_id, a.customer_id, c.name, c.phone, a.booked_by,
        a.series_id, a.series_index)), '[]')
      from appointments a left join customers c on c.id = a.customer_id
      where a.org_id = ${orgId} and ${where})::text as a,
    (select json_agg(json_build_array(s.id, s.name, s.duration_min)) from services s where s.org_id = ${orgId})::text as s,
    (select json_agg(json_build_array(r.id, r.name, r.background_color, r.text_color))
      from resources r where r.org_id = ${orgId})::text as r,
    (select json_agg(json_build_array(l.id, l.tz)) from locations l where l.org_id = ${orgId})::text as l`);
  const row = rows[0] as Record<string, string | null>;
  const list = JSON.parse(row.a ?? '[]') as ListTuple[];
  const byId = <T extends [string, ...unknown[]]>(text: string | null | undefined) =>
    new Map((JSON.parse(text ?? '[]') as T[]).map((t) => [t[0], t]));
  const servicesById = byId<[string, string, number]>(row.s);
  const resourcesById = byId<[string, string, string, string]>(row.r);
  const zones = byId<[string, string]>(row.l);
  list.sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  return list.map(
    ([
      id,
      startMs,
      endMs,
      status,
      note,
      locationId,
      serviceId,
      resourceId,
      customerId,
      name,
      phone,
      bookedBy,
      seriesId,
      seriesIndex,
    ]) => {
      const tz = zones.get(locationId)![1];
      const service = servicesById.get(serviceId)!;
      const resource = resourcesById.get(resourceId)!;
      return {
        id,
        start: formatInZone(startMs, tz),
        end: formatInZone(endMs, tz),
        status,
        note,
        service: { id: serviceId, name: service[1], durationMin: service[2] },
        resource: { id: resourceId, name: resource[1], backgroundColor: resource[2], textColor: resource[3] },
        customer: customerId === null ? null : { id: customerId, name: name ?? '', phone: phone ?? '' },
        locationId,
        bookedBy,
        ...seriesOf(seriesId, seriesIndex),
      };
    },
  );
}

/** Appointments matching `where` (over `a`, joined as wireJoins; it must name the organisation), earliest first. */
export async function loadWires(db: Db, where: SQL): Promise<AppointmentWire[]> {
  const tuples = await readJson<WireTuple[]>(
    db,
    sql`select coalesce(json_agg(${wireTuple} order by a.starts_at, a.id), '[]')::text as j
        from appointments a ${wireJoins} where ${where}`,
  );
  return tuples.map(tupleToWire);
}

/** One appointment of the organisation as it is on the wire; undefined when there is none. */
export async function loadWire(db: Db, orgId: string, id: string): Promise<AppointmentWire | undefined> {
  const tuple = await readJson<WireTuple | null>(
    db,
    sql`select ${wireTuple}::text as j from appointments a ${wireJoins} where a.id = ${id} and a.org_id = ${orgId}`,
  );
  return tuple ? tupleToWire(tuple) : undefined;
}
