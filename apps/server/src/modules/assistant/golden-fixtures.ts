import { instantToZoned } from '@recepta/domain';
import {
  goldenAt,
  goldenClinic,
  goldenNow,
  goldenResources,
  goldenServices,
  goldenTz,
  goldenWeek,
} from '@recepta/domain/assistant/golden';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { asMember, signUpWithOrg } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';

export { goldenNow };

export interface Message {
  direction: string;
  author: string;
  kind: string;
  body: string;
  buttons?: { id: string; title: string }[];
}

/** The clinic of the golden conversations, made through the API as staff would. */
export async function setUpGoldenClinic(app: FastifyInstance) {
  const member = await signUpWithOrg(app, goldenClinic);
  const api = asMember(app, member);
  expect((await api.post('/api/config', { weeklyHours: goldenWeek, increment: 30 })).statusCode).toBe(200);
  const services = new Map<string, string>();
  for (const s of goldenServices) {
    const res = await api.post('/api/services', s);
    expect(res.statusCode, res.body).toBe(201);
    services.set(s.name, res.json().id);
  }
  const resources = new Map<string, string>();
  for (const name of goldenResources) {
    const res = await api.post('/api/resources', { name, locationId: member.locationId });
    expect(res.statusCode, res.body).toBe(201);
    resources.set(name, res.json().id);
  }
  return { member, api, services, resources };
}
export type GoldenClinic = Awaited<ReturnType<typeof setUpGoldenClinic>>;

/** A known patient with appointments ('YYYY-MM-DD HH:MM Service / Resource'), booked by staff. */
export async function knownPatient(c: GoldenClinic, name: string, phone: string, appointments: readonly string[]) {
  const res = await c.api.post('/api/customers', { name, phone });
  expect(res.statusCode, res.body).toBe(201);
  const customerId = res.json().id as string;
  const ids: string[] = [];
  for (const spec of appointments) {
    const m = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}) (.+) \/ (.+)$/.exec(spec)!;
    const booked = await c.api.post('/api/scheduling/book', {
      serviceId: c.services.get(m[2]!),
      resourceId: c.resources.get(m[3]!),
      start: new Date(goldenAt(m[1]!)).toISOString(),
      customerId,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    ids.push(booked.json().appointment.id);
  }
  return { customerId, appointmentIds: ids };
}

/** The patient's live upcoming appointments as the golden table writes them. */
export async function describeAppointments(db: Db, customerId: string, now: number): Promise<string[]> {
  const result = await db.execute(sql`select a.starts_at, s.name as service, r.name as resource
    from appointments a join services s on s.id = a.service_id join resources r on r.id = a.resource_id
    where a.customer_id = ${customerId}::uuid and a.status in ('pending', 'CONFIRMED') and a.starts_at > ${new Date(now).toISOString()}::timestamptz
    order by a.starts_at`);
  return result.rows.map((row) => {
    const wall = instantToZoned(new Date(row.starts_at as string).getTime(), goldenTz);
    const hh = `${String(Math.floor(wall.minutes / 60)).padStart(2, '0')}:${String(wall.minutes % 60).padStart(2, '0')}`;
    return `${wall.date} ${hh} ${row.service} / ${row.resource}`;
  });
}
