import {
  type AppointmentColumnsInput,
  type AppointmentImportResultWire,
  appointmentImportFields,
  countryForZone,
  DomainError,
  holdsSlot,
  mapAppointmentColumns,
  parseImportDate,
  planAppointmentImport,
} from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emit } from '../../events/bus.ts';
import { publishAppointmentChange } from '../../realtime/publish.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { readOrgPrivacy } from '../privacy/privacy-country.ts';
import { planAppointmentReminders } from '../reminders/plan-reminders.ts';
import { loadScheduleData } from '../scheduling/read-model/schedule-data.ts';
import { lockOrgResourcesTime, takeSlot } from '../scheduling/slot-guard.ts';
import { MAX_IMPORT_ROWS, UNDO_MS } from './import-customers.ts';

const PREVIEW_ROWS = 5;
const DAY_MS = 86_400_000;

/** The days the file's rows fall on, widened a day each side (zones): the agenda read to check them against. */
function windowOf(rows: string[][], dateColumn: number, now: Date): { from: number; until: number } {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const values of rows) {
    const parsed = parseImportDate(values[dateColumn] ?? '');
    if (!parsed) continue;
    const day = Date.parse(`${parsed.date}T00:00:00Z`);
    first = Math.min(first, day);
    last = Math.max(last, day);
  }
  if (first > last) return { from: now.getTime(), until: now.getTime() + DAY_MS };
  return { from: first - DAY_MS, until: last + 2 * DAY_MS };
}

/**
 * POST /imports/appointments (docs/privacy.md#importing-appointments): future appointments from a
 * spreadsheet (or a Recepta export's citas.csv). Columns are the clinic's choices or found by
 * header; every row is checked by the domain's planAppointmentImport against the catalogue and
 * the agenda as this transaction reads them. A dry run reports; otherwise the new patients and
 * the appointments are written in one transaction under one import (undone for 24 hours), each
 * appointment announced to live agendas and given its reminders, as a booking would.
 */
export async function importAppointments(
  db: Db,
  orgId: string,
  table: string[][],
  options: { dryRun: boolean; createdBy: string | null; now: Date; chosen: AppointmentColumnsInput },
): Promise<AppointmentImportResultWire> {
  const [headers = [], ...data] = table;
  if (data.length > MAX_IMPORT_ROWS) {
    throw new DomainError('validation_failed', {
      fields: { file: `El archivo tiene más de ${MAX_IMPORT_ROWS.toLocaleString('es')} filas` },
    });
  }
  const columns = mapAppointmentColumns(headers, options.chosen);
  const missing = [
    columns.date === undefined ? 'fecha' : '',
    columns.patientPhone === undefined ? 'teléfono del paciente' : '',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new DomainError('validation_failed', {
      fields: { file: `No se encontró la columna de ${missing.join(' ni de ')} en la primera fila` },
    });
  }
  const mapping: Record<string, string> = {};
  for (const field of appointmentImportFields) {
    const index = columns[field];
    if (index !== undefined) mapping[field] = headers[index] ?? '';
  }
  const preview = data.slice(0, PREVIEW_ROWS).map((values, i) => ({
    row: i + 2,
    cells: Object.fromEntries(
      Object.entries(mapping).map(([field]) => [field, values[columns[field as 'date']!] ?? '']),
    ),
  }));

  const plan = async (tx: Db) => {
    const window = windowOf(data, columns.date!, options.now);
    const [privacy, schedule, services, patients] = await Promise.all([
      readOrgPrivacy(tx, orgId),
      loadScheduleData(tx, { orgId, blocks: window, busy: window }),
      tx.execute(sql`select id, name, duration_min from services
        where org_id = ${orgId} and archived_at is null order by created_at, id`),
      tx.execute(sql`select id, name, phone from customers where org_id = ${orgId} and archived_at is null`),
    ]);
    const country = privacy.chosen && privacy.chosen !== 'default' ? privacy.chosen : countryForZone(privacy.zone);
    const result = planAppointmentImport(data, columns, {
      services: (services.rows as { id: string; name: string; duration_min: number }[]).map((s) => ({
        id: String(s.id),
        name: String(s.name),
        durationMin: Number(s.duration_min),
      })),
      resources: schedule.resources,
      config: schedule.config,
      blocks: schedule.blocks,
      appointments: schedule.busy,
      patients: new Map(
        (patients.rows as { id: string; name: string; phone: string }[]).map((p) => [
          String(p.phone),
          { id: String(p.id), name: String(p.name) },
        ]),
      ),
      country,
      now: options.now.getTime(),
    });
    return { ...result, frequencies: schedule.config.reminderFrequencies };
  };

  const answer = (
    p: { planned: unknown[]; errors: AppointmentImportResultWire['errors']; newPatients: Map<string, string> },
    id: string | null,
    undoUntil: Date | null,
  ): AppointmentImportResultWire => ({
    id,
    dryRun: options.dryRun,
    rows: data.length,
    created: p.planned.length,
    patientsCreated: p.newPatients.size,
    errors: p.errors,
    headers,
    mapping,
    preview,
    undoUntil: undoUntil?.toISOString() ?? null,
  });

  if (options.dryRun) return answer(await plan(db), null, null);

  return db.transaction(async (tx) => {
    // Bookings made meanwhile wait, so the plan reads the agenda as the rows will meet it.
    await lockOrgResourcesTime(tx, orgId);
    const p = await plan(tx);
    if (p.planned.length === 0) return answer({ ...p, newPatients: new Map() }, null, null);
    const undoUntil = new Date(options.now.getTime() + UNDO_MS);
    const at = options.now.toISOString();
    const created = await tx.execute(sql`insert into customer_imports
        (org_id, created_by, kind, created, appointments, undo_until, created_at)
      values (${orgId}, ${options.createdBy}, 'appointments', ${p.newPatients.size}, ${p.planned.length},
        ${undoUntil.toISOString()}, ${at}) returning id`);
    const importId = String((created.rows[0] as { id: string }).id);
    const patientIds = new Map<string, string>();
    if (p.newPatients.size > 0) {
      const inserted =
        await tx.execute(sql`insert into customers (org_id, name, phone, notes, import_id, created_at, updated_at)
        select ${orgId}::uuid, x.name, x.phone, '', ${importId}::uuid, ${at}::timestamptz, ${at}::timestamptz
        from jsonb_to_recordset(${JSON.stringify([...p.newPatients].map(([phone, name]) => ({ phone, name })))}::jsonb)
          as x(phone text, name text)
        returning id, phone`);
      for (const r of inserted.rows as { id: string; phone: string }[]) patientIds.set(String(r.phone), String(r.id));
    }
    const rows = p.planned.map((a) => ({
      location_id: a.locationId,
      resource_id: a.resourceId,
      service_id: a.serviceId,
      customer_id: a.patientId ?? patientIds.get(a.phone),
      starts_at: new Date(a.start).toISOString(),
      ends_at: new Date(a.start + a.durationMin * 60_000).toISOString(),
      status: a.status,
      note: a.note,
    }));
    // One JSON parameter, not ten a row: on PGlite each bound value costs. The exclusion
    // constraint still refuses what a concurrent booking took since the plan was read.
    const written = await takeSlot(() =>
      tx.execute(sql`insert into appointments (org_id, location_id, resource_id, service_id, customer_id,
          starts_at, ends_at, status, note, booked_by, booked_by_user_id, import_id, created_at, updated_at)
        select ${orgId}::uuid, x.location_id, x.resource_id, x.service_id, x.customer_id, x.starts_at, x.ends_at,
          x.status, x.note, 'staff', ${options.createdBy}, ${importId}::uuid, ${at}::timestamptz, ${at}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(location_id uuid, resource_id uuid,
          service_id uuid, customer_id uuid, starts_at timestamptz, ends_at timestamptz, status text, note text)
        returning id, customer_id, starts_at`),
    );
    const appointments = (written.rows as { id: string; customer_id: string; starts_at: string | Date }[]).map((r) => ({
      id: String(r.id),
      customerId: String(r.customer_id),
      startsAt: new Date(r.starts_at),
    }));
    for (const a of appointments) await publishAppointmentChange(tx, { orgId, appointmentId: a.id });
    // Offers of a freed slot the imported rows now fill stop, as a booking there would stop them.
    await emit(tx, {
      type: 'slots.taken',
      at: options.now.getTime(),
      orgId,
      spans: rows
        .filter((r) => holdsSlot(r.status))
        .map((r) => ({
          resourceId: r.resource_id,
          startsAt: Date.parse(r.starts_at),
          endsAt: Date.parse(r.ends_at),
        })),
    });
    await planAppointmentReminders(tx, orgId, appointments, p.frequencies, options.now, { fresh: true });
    await recordAudit(tx, {
      orgId,
      action: 'import.created',
      target: { kind: 'import', id: importId },
      changes: {
        kind: { after: 'appointments' },
        appointments: { after: appointments.length },
        created: { after: p.newPatients.size },
        errors: { after: p.errors.length },
      },
    });
    return answer(p, importId, undoUntil);
  });
}
