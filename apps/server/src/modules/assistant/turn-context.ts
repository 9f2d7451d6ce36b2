import { type AssistantContext, type AssistantState, type Config, currencyForZone } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveStatusesSql } from '../../db/status-sql.ts';
import type { OrgSchedule } from '../scheduling/read-model/schedule-cache.ts';

/** The conversation as a turn reads it, locked for the turn (docs/architecture.md#chat-receptionist). */
export interface TurnRow {
  mode: string;
  state: AssistantState | null;
  version: number;
  optedOut: boolean;
  undeliverable: boolean;
  context: AssistantContext;
}

type ServiceTuple = [id: string, name: string, description: string, durationMin: number, price: number | string];
type LocationTuple = [id: string, name: string, tz: string];
type AppointmentTuple = [id: string, start: number, serviceId: string | null, resourceId: string, locationId: string];

/**
 * Locks the conversation's row (`for update`: turns of one conversation run one after the other,
 * different conversations in parallel) and reads, in one statement, what the receptionist needs
 * besides the schedule: the clinic's name and currency, services with prices, locations, the
 * patient and their upcoming live appointments. Config and resources come from the schedule cache.
 */
export async function loadTurn(
  tx: Db,
  orgId: string,
  conversationId: string,
  schedule: Pick<OrgSchedule, 'config' | 'resources'>,
  now: Date,
): Promise<TurnRow | undefined> {
  const result = await tx.execute(sql`select c.mode, c.assistant_state, c.assistant_version,
      cu.name as customer_name, cu.opted_out_at is not null as opted_out, cu.undeliverable_at is not null as undeliverable,
      o.name as org_name, o.currency,
      exists (select 1 from appointments a where a.org_id = c.org_id and a.customer_id = c.customer_id) as has_booked,
      (select coalesce(json_agg(json_build_array(s.id, s.name, s.description, s.duration_min, s.price) order by s.name, s.id), '[]')
        from services s where s.org_id = c.org_id and s.archived_at is null) as services,
      (select coalesce(json_agg(json_build_array(l.id, l.name, l.tz) order by l.created_at, l.id), '[]')
        from locations l where l.org_id = c.org_id and l.archived_at is null) as locations,
      (select coalesce(json_agg(json_build_array(a.id, (extract(epoch from a.starts_at) * 1000)::bigint, a.service_id,
          a.resource_id, a.location_id) order by a.starts_at), '[]')
        from appointments a where a.org_id = c.org_id and a.customer_id = c.customer_id
          and a.status in ${liveStatusesSql} and a.starts_at > ${now.toISOString()}::timestamptz) as appointments
    from conversations c
    join customers cu on cu.org_id = c.org_id and cu.id = c.customer_id
    join orgs o on o.id = c.org_id
    where c.org_id = ${orgId}::uuid and c.id = ${conversationId}::uuid
    for update of c`);
  const row = result.rows[0];
  if (!row) return undefined;
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const services = parse<ServiceTuple[]>(row.services);
  const locations = parse<LocationTuple[]>(row.locations);
  const appointments = parse<AppointmentTuple[]>(row.appointments);
  const state = parse<AssistantState | null>(row.assistant_state);
  const tz = locations[0]?.[2] ?? schedule.resources[0]?.tz ?? 'UTC';
  return {
    mode: String(row.mode),
    state,
    version: Number(row.assistant_version),
    optedOut: Boolean(row.opted_out),
    undeliverable: Boolean(row.undeliverable),
    context: {
      clinicName: String(row.org_name),
      currency: typeof row.currency === 'string' ? row.currency : currencyForZone(tz),
      tz,
      config: schedule.config as Config,
      services: services.map(([id, name, description, durationMin, price]) => ({
        id,
        name,
        description,
        durationMin,
        price: Number(price),
      })),
      resources: schedule.resources
        .filter((r) => r.active)
        .map((r) => ({ id: r.id, name: r.name, locationId: r.locationId })),
      locations: locations.map(([id, name, zone]) => ({ id, name, tz: zone })),
      patient: {
        name: String(row.customer_name),
        known: Boolean(row.has_booked) || state?.named === true,
        appointments: appointments.map(([id, start, serviceId, resourceId, locationId]) => ({
          id,
          start: Number(start),
          serviceId,
          resourceId,
          locationId,
        })),
      },
      now: now.getTime(),
    },
  };
}
