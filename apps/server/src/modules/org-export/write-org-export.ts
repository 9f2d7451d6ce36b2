import { csvLine, orgExportFiles, orgExportHeaders, UTF8_BOM } from '@recepta/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ZipStream } from './zip-stream.ts';

/** Rows per query: a page is read, written and deflated before the next is asked for. */
export const EXPORT_PAGE = 2000;

type Row = Record<string, unknown>;
/** Where the previous page ended: its last row's ordering key (as text) and id. */
type After = { key: string; id: string } | null;

const iso = (v: unknown) => (v == null ? '' : new Date(v as string).toISOString());
const text = (v: unknown) => (v == null ? '' : String(v));
/** A timestamptz as a keyset cursor with its microseconds (a JS Date would drop them and repeat rows). */
const cursorOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;
const afterTime = (columns: SQL, after: After) =>
  after ? sql`and (${columns}) > (${after.key}::timestamp at time zone 'UTC', ${after.id}::uuid)` : sql``;

/**
 * Writes one CSV file of the ZIP, a page of rows at a time, ordered by a key that never changes
 * under a concurrent write (creation time or start, then id): keyset pages, each its own short
 * query, so no transaction stays open for as long as the download takes.
 */
async function writeCsv(
  db: Db,
  zip: ZipStream,
  name: string,
  header: readonly string[],
  page: (after: After) => SQL,
  line: (row: Row) => (string | number)[],
): Promise<number> {
  zip.open(name);
  await zip.write(UTF8_BOM + csvLine(header));
  let after: After = null;
  let count = 0;
  while (!zip.closed) {
    const { rows } = await db.execute(page(after));
    const list = rows as Row[];
    if (list.length === 0) break;
    await zip.write(list.map((row) => csvLine(line(row))).join(''));
    count += list.length;
    const last = list[list.length - 1]!;
    after = { key: String(last.cur), id: String(last.id) };
    if (list.length < EXPORT_PAGE) break;
  }
  return count;
}

/**
 * GET /export (docs/privacy.md#exporting-the-organisation): the organisation's catalogue, patients,
 * appointments, messages and consents as CSV files (and the catalogue as JSON too), then a
 * manifest with each file's row count. Every query names the organisation. Erased patients are
 * left out (their row holds a placeholder, not a person); their appointments stay, unnamed.
 */
export async function writeOrgExport(
  db: Db,
  zip: ZipStream,
  org: { id: string; name: string },
  now: Date,
): Promise<void> {
  const orgId = org.id;
  const [locations, professionals, services, config] = await Promise.all([
    db.execute(sql`select id, name, tz, archived_at from locations where org_id = ${orgId} order by created_at, id`),
    db.execute(sql`select id, name, location_id, active, capacity, archived_at from resources
      where org_id = ${orgId} order by created_at, id`),
    db.execute(sql`select id, name, description, duration_min, interval_min, price, archived_at from services
      where org_id = ${orgId} order by created_at, id`),
    db.execute(sql`select open_time, close_time, weekly_hours, increment, allowed_durations, reminder_frequencies
      from configs where org_id = ${orgId}`),
  ]);
  const counts: Record<string, number> = {};
  const small = async (
    key: 'locations' | 'professionals' | 'services',
    rows: Row[],
    line: (r: Row) => (string | number)[],
  ) => {
    zip.open(orgExportFiles[key]);
    await zip.write(UTF8_BOM + csvLine(orgExportHeaders[key]) + rows.map((r) => csvLine(line(r))).join(''));
    counts[orgExportFiles[key]] = rows.length;
  };
  await small('locations', locations.rows as Row[], (r) => [text(r.id), text(r.name), text(r.tz), iso(r.archived_at)]);
  await small('professionals', professionals.rows as Row[], (r) => [
    text(r.id),
    text(r.name),
    text(r.location_id),
    r.active ? 'sí' : 'no',
    iso(r.archived_at),
  ]);
  await small('services', services.rows as Row[], (r) => [
    text(r.id),
    text(r.name),
    text(r.description),
    Number(r.duration_min),
    Number(r.interval_min),
    text(r.price),
    iso(r.archived_at),
  ]);
  zip.open(orgExportFiles.catalogue);
  await zip.write(
    JSON.stringify(
      {
        locations: locations.rows,
        professionals: professionals.rows,
        services: services.rows,
        config: config.rows[0] ?? null,
      },
      null,
      2,
    ),
  );

  counts[orgExportFiles.patients] = await writeCsv(
    db,
    zip,
    orgExportFiles.patients,
    orgExportHeaders.patients,
    (after) => sql`select c.id, c.name, c.phone, c.notes, c.created_at, c.archived_at, c.opted_out_at,
        ${cursorOf(sql`c.created_at`)} as cur
      from customers c where c.org_id = ${orgId} and c.erased_at is null ${afterTime(sql`c.created_at, c.id`, after)}
      order by c.created_at, c.id limit ${EXPORT_PAGE}`,
    (r) => [
      text(r.id),
      text(r.name),
      text(r.phone),
      text(r.notes),
      iso(r.created_at),
      iso(r.archived_at),
      iso(r.opted_out_at),
    ],
  );
  counts[orgExportFiles.appointments] = await writeCsv(
    db,
    zip,
    orgExportFiles.appointments,
    orgExportHeaders.appointments,
    (after) => sql`select a.id, to_char(a.starts_at at time zone l.tz, 'YYYY-MM-DD') as day,
        to_char(a.starts_at at time zone l.tz, 'HH24:MI') as time,
        (extract(epoch from a.ends_at - a.starts_at) / 60)::int as minutes,
        s.name as service, r.name as professional, l.name as location, l.tz,
        c.name as patient, c.phone, a.status, a.note, a.starts_at, a.booked_by, a.created_at,
        ${cursorOf(sql`a.starts_at`)} as cur
      from appointments a
      join services s on s.id = a.service_id
      join resources r on r.id = a.resource_id
      join locations l on l.id = a.location_id
      left join customers c on c.id = a.customer_id
      where a.org_id = ${orgId} ${afterTime(sql`a.starts_at, a.id`, after)}
      order by a.starts_at, a.id limit ${EXPORT_PAGE}`,
    (r) => [
      text(r.id),
      text(r.day),
      text(r.time),
      Number(r.minutes),
      text(r.service),
      text(r.professional),
      text(r.location),
      text(r.tz),
      text(r.patient),
      text(r.phone),
      text(r.status),
      text(r.note),
      iso(r.starts_at),
      text(r.booked_by),
      iso(r.created_at),
    ],
  );
  counts[orgExportFiles.messages] = await writeCsv(
    db,
    zip,
    orgExportFiles.messages,
    orgExportHeaders.messages,
    (after) => sql`select m.id, m.conversation_id, v.customer_id, v.wa_id, m.direction, m.author, m.kind, m.body,
        m.status, m.sent_at, ${cursorOf(sql`m.sent_at`)} as cur
      from messages m left join conversations v on v.org_id = m.org_id and v.id = m.conversation_id
      where m.org_id = ${orgId} ${afterTime(sql`m.sent_at, m.id`, after)}
      order by m.sent_at, m.id limit ${EXPORT_PAGE}`,
    (r) => [
      text(r.id),
      text(r.conversation_id),
      text(r.customer_id),
      text(r.wa_id),
      text(r.direction),
      text(r.author),
      text(r.kind),
      text(r.body),
      text(r.status),
      iso(r.sent_at),
    ],
  );
  counts[orgExportFiles.consents] = await writeCsv(
    db,
    zip,
    orgExportFiles.consents,
    orgExportHeaders.consents,
    (after) => sql`select id, customer_id, purpose, granted, via, wording, recorded_by, at, seq::text as cur
      from consent_events where org_id = ${orgId} ${after ? sql`and seq > ${after.key}::bigint` : sql``}
      order by seq limit ${EXPORT_PAGE}`,
    (r) => [
      text(r.id),
      text(r.customer_id),
      text(r.purpose),
      r.granted ? 'sí' : 'no',
      text(r.via),
      text(r.wording),
      text(r.recorded_by),
      iso(r.at),
    ],
  );
  zip.open(orgExportFiles.manifest);
  await zip.write(
    JSON.stringify(
      { organization: { id: org.id, name: org.name }, exportedAt: now.toISOString(), format: 1, rows: counts },
      null,
      2,
    ),
  );
  zip.end();
}
