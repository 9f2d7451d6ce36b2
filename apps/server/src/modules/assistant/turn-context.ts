import {
  type AssistantContext,
  type AssistantState,
  type Config,
  currencyForZone,
  whatsappPhoneCandidates,
} from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrgVersions, orgVersionColumns, toOrgVersions } from '../../db/org-versions.ts';
import { liveStatusesSql } from '../../db/status-sql.ts';
import type { OrgSchedule } from '../scheduling/read-model/schedule-cache.ts';

/** The conversation as a turn reads it, locked for the turn (docs/architecture.md#chat-receptionist). */
export interface TurnRow {
  mode: string;
  state: AssistantState | null;
  version: number;
  optedOut: boolean;
  undeliverable: boolean;
  /** The patient answered the marketing question once (any consent event for campaigns). */
  marketingAnswered: boolean;
  context: AssistantContext;
}

type ServiceTuple = [
  id: string,
  name: string,
  description: string,
  durationMin: number,
  price: number | string,
  recurring: boolean,
];
type LocationTuple = [id: string, name: string, tz: string];
type AppointmentTuple = [id: string, start: number, serviceId: string | null, resourceId: string, locationId: string];

/** What a turn reads besides the conversation itself: `o` is the organisation, `cu` the patient. */
const turnColumns = sql`cu.name as customer_name, cu.opted_out_at is not null as opted_out,
      cu.undeliverable_at is not null as undeliverable,
      o.name as org_name, o.currency,
      exists (select 1 from appointments a where a.org_id = o.id and a.customer_id = cu.id) as has_booked,
      exists (select 1 from consent_events e where e.org_id = o.id and e.customer_id = cu.id
        and e.purpose = 'marketing') as marketing_answered,
      (select coalesce(json_agg(json_build_array(s.id, s.name, s.description, s.duration_min, s.price, s.recurring) order by s.name, s.id), '[]')
        from services s where s.org_id = o.id and s.archived_at is null) as services,
      (select coalesce(json_agg(json_build_array(l.id, l.name, l.tz) order by l.created_at, l.id), '[]')
        from locations l where l.org_id = o.id and l.archived_at is null) as locations`;

const appointmentsColumn = (now: Date) => sql`(select coalesce(json_agg(json_build_array(a.id,
          (extract(epoch from a.starts_at) * 1000)::bigint, a.service_id, a.resource_id, a.location_id) order by a.starts_at), '[]')
        from appointments a where a.org_id = o.id and a.customer_id = cu.id
          and a.status in ${liveStatusesSql} and a.starts_at > ${now.toISOString()}::timestamptz) as appointments,
      (select a.resource_id from appointments a where a.org_id = o.id and a.customer_id = cu.id
          and a.status in ${liveStatusesSql} and a.starts_at <= ${now.toISOString()}::timestamptz
        order by a.starts_at desc limit 1) as last_resource_id`;

/**
 * Locks the conversation's row (`for update`: turns of one conversation run one after the other,
 * different conversations in parallel) and reads, in one statement, what the receptionist needs
 * besides the schedule: the clinic's name and currency, services with prices, locations, the
 * patient and their upcoming live appointments, and the organisation's versions, which the schedule
 * cache is then asked with (`schedule`: no statement of its own to check them). Config and
 * resources come from the schedule cache.
 */
export async function loadTurn(
  tx: Db,
  orgId: string,
  conversationId: string,
  schedule: (known: OrgVersions | undefined) => Promise<Pick<OrgSchedule, 'config' | 'resources'>>,
  now: Date,
): Promise<TurnRow | undefined> {
  const result = await tx.execute(sql`select c.mode, c.assistant_state, c.assistant_version, ${turnColumns},
      ${appointmentsColumn(now)}, ${orgVersionColumns(sql`c.org_id`)}
    from conversations c
    join customers cu on cu.org_id = c.org_id and cu.id = c.customer_id
    join orgs o on o.id = c.org_id
    where c.org_id = ${orgId}::uuid and c.id = ${conversationId}::uuid
    for update of c`);
  const row = result.rows[0];
  return row ? toTurnRow(row, await schedule(toOrgVersions(row)), now, '') : undefined;
}

/**
 * The turn a new message of this number would start, read WITHOUT a lock and outside any
 * transaction (docs/architecture.md#the-optional-interpreter): the interpreter is asked on it
 * before the turn's transaction opens, and its reading is used only if the conversation's
 * `assistant_version` is still this one under the turn's lock. A number not known yet (or without
 * a conversation) reads as a new lead in the initial state, at version 0, named by its profile.
 */
export async function peekTurn(
  db: Db,
  orgId: string,
  waId: string,
  profileName: string | undefined,
  schedule: Pick<OrgSchedule, 'config' | 'resources'>,
  now: Date,
): Promise<TurnRow | undefined> {
  const candidates = whatsappPhoneCandidates(waId);
  const result = await db.execute(sql`select coalesce(c.mode, 'assistant') as mode, c.assistant_state,
      coalesce(c.assistant_version, 0) as assistant_version, ${turnColumns}, ${appointmentsColumn(now)}
    from orgs o
    left join customers cu on cu.id = (select k.id from customers k where k.org_id = o.id and k.archived_at is null
        and k.phone in (${sql.join(
          candidates.map((p) => sql`${p}`),
          sql`, `,
        )}) order by k.created_at limit 1)
    left join conversations c on c.org_id = o.id and c.customer_id = cu.id
    where o.id = ${orgId}::uuid`);
  const row = result.rows[0];
  return row ? toTurnRow(row, schedule, now, profileName?.trim() || candidates[0]!) : undefined;
}

function toTurnRow(
  row: Record<string, unknown>,
  schedule: Pick<OrgSchedule, 'config' | 'resources'>,
  now: Date,
  newLeadName: string,
): TurnRow {
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
    marketingAnswered: Boolean(row.marketing_answered),
    context: {
      clinicName: String(row.org_name),
      currency: typeof row.currency === 'string' ? row.currency : currencyForZone(tz),
      tz,
      config: schedule.config as Config,
      services: services.map(([id, name, description, durationMin, price, recurring]) => ({
        id,
        name,
        description,
        durationMin,
        price: Number(price),
        ...(recurring ? { recurring: true } : {}),
      })),
      resources: schedule.resources
        .filter((r) => r.active)
        .map((r) => ({ id: r.id, name: r.name, locationId: r.locationId })),
      locations: locations.map(([id, name, zone]) => ({ id, name, tz: zone })),
      patient: {
        name: row.customer_name == null ? newLeadName : String(row.customer_name),
        known: Boolean(row.has_booked) || state?.named === true,
        appointments: appointments.map(([id, start, serviceId, resourceId, locationId]) => ({
          id,
          start: Number(start),
          serviceId,
          resourceId,
          locationId,
        })),
        ...(typeof row.last_resource_id === 'string' ? { lastResourceId: row.last_resource_id } : {}),
      },
      now: now.getTime(),
    },
  };
}
