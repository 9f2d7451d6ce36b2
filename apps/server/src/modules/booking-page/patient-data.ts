import { csvLine, formatInstantInZone, UTF8_BOM } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Managed } from './manage-appointment.ts';

/** What the clinic holds about the patient of a link ("Mis datos"), and nothing about anyone else. */
export interface PatientData {
  clinic: string;
  patient: { name: string; phone: string; notes: string; createdAt: string; optedOut: boolean };
  appointments: { start: string; end: string; service: string; professional: string; place: string; status: string }[];
  messages: { at: string; direction: 'in' | 'out'; text: string }[];
}

/**
 * Reads the patient's rows: the profile, every appointment with that customer id, every message of
 * that patient's conversation. Each query filters by the organisation and the customer id of the
 * link, never by name or phone, so a namesake's rows cannot slip in.
 */
export async function patientData(db: Db, m: Managed): Promise<PatientData> {
  const at = (value: unknown) => formatInstantInZone(new Date(value as string).getTime(), m.tz);
  const profile = await db.execute(sql`select name, phone, notes, created_at, opted_out_at from customers
    where org_id = ${m.orgId} and id = ${m.customerId}`);
  const p = profile.rows[0] as Record<string, unknown>;
  const appts = await db.execute(sql`select a.starts_at, a.ends_at, a.status, s.name as service, r.name as resource,
      l.name as location
    from appointments a join services s on s.id = a.service_id join resources r on r.id = a.resource_id
    join locations l on l.id = a.location_id
    where a.org_id = ${m.orgId} and a.customer_id = ${m.customerId} order by a.starts_at`);
  const msgs = await db.execute(sql`select m.sent_at, m.direction, m.body from messages m
    join conversations c on c.id = m.conversation_id
    where c.org_id = ${m.orgId} and c.customer_id = ${m.customerId} and m.org_id = ${m.orgId}
    order by m.sent_at, m.id`);
  return {
    clinic: m.orgName,
    patient: {
      name: String(p.name),
      phone: String(p.phone),
      notes: String(p.notes ?? ''),
      createdAt: at(p.created_at),
      optedOut: p.opted_out_at != null,
    },
    appointments: appts.rows.map((r) => ({
      start: at(r.starts_at),
      end: at(r.ends_at),
      service: String(r.service),
      professional: String(r.resource),
      place: String(r.location),
      status: String(r.status),
    })),
    messages: msgs.rows.map((r) => ({
      at: at(r.sent_at),
      direction: r.direction === 'in' ? 'in' : 'out',
      text: String(r.body),
    })),
  };
}

/** The same data as one CSV table (UTF-8 with BOM, for spreadsheets): a kind column, then the values. */
export function patientDataCsv(data: PatientData): string {
  const lines = [csvLine(['tipo', 'fecha', 'fin', 'detalle', 'profesional', 'lugar', 'estado'])];
  const p = data.patient;
  lines.push(
    csvLine(['paciente', p.createdAt, '', `${p.name} · ${p.phone}`, '', '', p.optedOut ? 'no recibe mensajes' : '']),
  );
  if (p.notes) lines.push(csvLine(['nota', '', '', p.notes, '', '', '']));
  for (const a of data.appointments) {
    lines.push(csvLine(['cita', a.start, a.end, a.service, a.professional, a.place, a.status]));
  }
  for (const m of data.messages) {
    lines.push(csvLine([m.direction === 'in' ? 'mensaje recibido' : 'mensaje enviado', m.at, '', m.text, '', '', '']));
  }
  return UTF8_BOM + lines.join('');
}
