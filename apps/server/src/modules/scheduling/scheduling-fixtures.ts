import type { AppointmentWire } from '@recepta/domain';
/** Test helpers for the scheduling API: a clinic with one service, resource and customer, and calls as its member. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { asMember, signUpWithOrg } from '../../../test/test-app.ts';

/**
 * A wall time in San José (UTC-6, no DST) as the API takes it; by default on Monday 2026-11-23, the
 * week every scheduling test books into (their clock stands on Saturday 2026-11-21).
 */
export const at = (time: string, date = '2026-11-23') => `${date}T${time}:00-06:00`;

export type Member = Awaited<ReturnType<typeof signUpWithOrg>>;

export interface Clinic {
  member: Member;
  api: ReturnType<typeof asMember>;
  /** POST with an Idempotency-Key. */
  postKeyed(url: string, payload: unknown, key: string): Promise<LightMyRequestResponse>;
  locationId: string;
  serviceId: string;
  resourceId: string;
  customerId: string;
  /** Creates another resource in the clinic's location (or the one given). */
  addResource(name: string, extra?: Record<string, unknown>): Promise<string>;
  addService(name: string, durationMin: number): Promise<string>;
  /** Books through the API and returns the appointment on the wire (throws unless 201). */
  book(start: string, extra?: Record<string, unknown>): Promise<AppointmentWire>;
}

async function created(res: LightMyRequestResponse): Promise<Record<string, unknown>> {
  if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A new organisation with a location in `tz` (default America/Costa_Rica, the sign-up's own),
 * a 30-minute service 'Consulta', a resource 'Dra. Ana' and a customer.
 */
export async function setUpClinic(app: FastifyInstance, options: { tz?: string; name?: string } = {}): Promise<Clinic> {
  const member = await signUpWithOrg(app, options.name ?? 'Clínica Prueba');
  const api = asMember(app, member);
  const locationId =
    options.tz && options.tz !== 'America/Costa_Rica'
      ? ((await created(await api.post('/api/locations', { name: 'Sede', tz: options.tz }))).id as string)
      : member.locationId;
  const addResource = async (name: string, extra: Record<string, unknown> = {}) =>
    (await created(await api.post('/api/resources', { name, locationId, ...extra }))).id as string;
  const addService = async (name: string, durationMin: number) =>
    (await created(await api.post('/api/services', { name, durationMin }))).id as string;
  const serviceId = await addService('Consulta', 30);
  const resourceId = await addResource('Dra. Ana');
  const customerId = (await created(await api.post('/api/customers', { name: 'Ana Rojas', phone: '+50688887777' })))
    .id as string;
  return {
    member,
    api,
    postKeyed: (url, payload, key) =>
      app.inject({
        method: 'POST',
        url: `${url}?orgId=${member.orgId}`,
        headers: { cookie: member.cookie, 'idempotency-key': key },
        payload: payload as object,
      }),
    locationId,
    serviceId,
    resourceId,
    customerId,
    addResource,
    addService,
    book: async (start, extra = {}) => {
      const res = await api.post('/api/scheduling/book', { serviceId, resourceId, start, customerId, ...extra });
      return (await created(res)).appointment as AppointmentWire;
    },
  };
}
