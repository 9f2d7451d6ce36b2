/** Test helpers for GET /today: an organisation in a chosen zone, and rows dated at will. */
import type { AppointmentStatus } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import { asMember, signUp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { appointments, customers } from '../../db/schema/index.ts';

export interface TodayClinic {
  orgId: string;
  cookie: string;
  locationId: string;
  serviceId: string;
  resourceId: string;
  api: ReturnType<typeof asMember>;
}

/** A new organisation whose first location is in `tz`, with one service and one resource. */
export async function clinicIn(app: FastifyInstance, tz: string, name = 'Clínica Hoy'): Promise<TodayClinic> {
  const user = await signUp(app);
  const init = await app.inject({
    method: 'POST',
    url: '/api/catalog/initOrg',
    headers: { cookie: user.cookie },
    payload: { name, locationName: 'Sede', tz },
  });
  if (init.statusCode !== 201) throw new Error(`initOrg: ${init.statusCode} ${init.body}`);
  const orgId = init.json().org.id as string;
  const locationId = init.json().location.id as string;
  const api = asMember(app, { cookie: user.cookie, orgId });
  const service = await api.post('/api/services', { name: 'Consulta', durationMin: 30 });
  const resource = await api.post('/api/resources', { name: 'Dra. Ana', locationId, backgroundColor: '#7c3aed' });
  return { orgId, cookie: user.cookie, locationId, serviceId: service.json().id, resourceId: resource.json().id, api };
}

/** A customer created at a chosen instant (the API stamps the real clock). */
export async function insertCustomer(
  db: Db,
  row: { orgId: string; name: string; createdAt: Date; archived?: boolean },
): Promise<string> {
  const [created] = await db
    .insert(customers)
    .values({
      orgId: row.orgId,
      name: row.name,
      phone: `+5068${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      createdAt: row.createdAt,
      archivedAt: row.archived ? row.createdAt : null,
    })
    .returning({ id: customers.id });
  return created!.id;
}

/** An appointment in any status at any instant: the API refuses the past, and these are yesterday's too. */
export async function insertAppointment(
  db: Db,
  clinic: TodayClinic,
  row: { start: string; status?: AppointmentStatus; customerId?: string; resourceId?: string },
): Promise<string> {
  const start = new Date(row.start);
  const [created] = await db
    .insert(appointments)
    .values({
      orgId: clinic.orgId,
      locationId: clinic.locationId,
      resourceId: row.resourceId ?? clinic.resourceId,
      serviceId: clinic.serviceId,
      customerId: row.customerId ?? null,
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      status: row.status ?? 'pending',
    })
    .returning({ id: appointments.id });
  return created!.id;
}
