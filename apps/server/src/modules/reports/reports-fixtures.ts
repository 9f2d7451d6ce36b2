/** Test helpers for the reports: a clinic with two professionals, two priced services, and rows dated at will. */
import type { AppointmentStatus } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import { asMember, signUp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { appointments, customers, locations } from '../../db/schema/index.ts';
import type { BookedBy } from '../../db/schema/scheduling.ts';

export interface ReportClinic {
  orgId: string;
  cookie: string;
  tz: string;
  locationId: string;
  /** Consulta (30 min, 50.50) and Limpieza (60 min, 80). */
  services: { consulta: string; limpieza: string };
  /** Dra. Ana and Dr. Luis. */
  resources: { ana: string; luis: string };
  api: ReturnType<typeof asMember>;
}

export async function reportClinic(app: FastifyInstance, tz: string, name = 'Clínica Reportes'): Promise<ReportClinic> {
  const user = await signUp(app);
  const init = await app.inject({
    method: 'POST',
    url: '/api/catalog/initOrg',
    headers: { cookie: user.cookie },
    payload: { name, locationName: 'Sede Centro', tz },
  });
  if (init.statusCode !== 201) throw new Error(`initOrg: ${init.statusCode} ${init.body}`);
  const orgId = init.json().org.id as string;
  const locationId = init.json().location.id as string;
  const api = asMember(app, { cookie: user.cookie, orgId });
  const created = async (url: string, body: unknown) => {
    const res = await api.post(url, body);
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().id as string;
  };
  return {
    orgId,
    cookie: user.cookie,
    tz,
    locationId,
    api,
    services: {
      consulta: await created('/api/services', { name: 'Consulta', durationMin: 30, price: 50.5 }),
      limpieza: await created('/api/services', { name: 'Limpieza', durationMin: 60, price: 80 }),
    },
    resources: {
      ana: await created('/api/resources', { name: 'Dra. Ana', locationId, backgroundColor: '#7c3aed' }),
      luis: await created('/api/resources', { name: 'Dr. Luis', locationId, backgroundColor: '#0ea5e9' }),
    },
  };
}

/** A second location of the clinic, in another zone (its appointments' times are written in it). */
export async function addLocation(db: Db, clinic: ReportClinic, name: string, tz: string): Promise<string> {
  const [row] = await db.insert(locations).values({ orgId: clinic.orgId, name, tz }).returning({ id: locations.id });
  return row!.id;
}

export async function addCustomer(
  db: Db,
  clinic: ReportClinic,
  row: { name: string; phone?: string; createdAt: Date; archived?: boolean },
): Promise<string> {
  const [created] = await db
    .insert(customers)
    .values({
      orgId: clinic.orgId,
      name: row.name,
      phone: row.phone ?? `+1212555${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`,
      createdAt: row.createdAt,
      archivedAt: row.archived ? row.createdAt : null,
    })
    .returning({ id: customers.id });
  return created!.id;
}

/** An appointment in any status at any instant (the API refuses the past). */
export async function addAppointment(
  db: Db,
  clinic: ReportClinic,
  row: {
    start: string;
    status?: AppointmentStatus;
    service?: keyof ReportClinic['services'];
    resource?: keyof ReportClinic['resources'];
    customerId?: string;
    bookedBy?: BookedBy;
    locationId?: string;
  },
): Promise<string> {
  const start = new Date(row.start);
  const service = row.service ?? 'consulta';
  const [created] = await db
    .insert(appointments)
    .values({
      orgId: clinic.orgId,
      locationId: row.locationId ?? clinic.locationId,
      resourceId: clinic.resources[row.resource ?? 'ana'],
      serviceId: clinic.services[service],
      customerId: row.customerId ?? null,
      startsAt: start,
      endsAt: new Date(start.getTime() + (service === 'consulta' ? 30 : 60) * 60_000),
      status: row.status ?? 'pending',
      bookedBy: row.bookedBy ?? 'staff',
    })
    .returning({ id: appointments.id });
  return created!.id;
}
