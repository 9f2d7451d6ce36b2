import type { Block, Config } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type OrgVersions, readOrgVersions } from '../../../db/org-versions.ts';
import { BusyIndex } from './busy-index.ts';
import {
  type ContextResource,
  decodeBlocks,
  decodeBusy,
  decodeConfig,
  decodeDelta,
  decodeResources,
  decodeServices,
} from './decode.ts';
import { blocksSql, busySql, configSql, deltaSql, resourcesSql, servicesSql } from './sub-selects.ts';

/** What the availability search reads of an organisation, as of the versions it carries. */
export interface OrgSchedule {
  /** orgs.catalog_version this was loaded at (triggers raise it on every catalogue change). */
  catalogVersion: number;
  /** The last appointment event applied (per organisation, event ids rise in commit order). */
  eventVersion: number;
  /** When it was loaded (Date.now()): older than MAX_AGE_MS, it is loaded afresh. */
  loadedAt: number;
  /** Live appointments ending after this instant are all in `busy`. */
  from: number;
  config: Config;
  /** Live services by id. */
  services: Map<string, { id: string; durationMin: number }>;
  /** Live resources, by name, with their location's zone. */
  resources: ContextResource[];
  /** Daily blocks, and one-off blocks ending after `from`. */
  blocks: Block[];
  busy: BusyIndex;
}

/**
 * Appointment events are purged after 24 hours (realtime/publish.ts), so an entry could miss some
 * if it went unchecked that long: an hour is far inside that, and bounds the past rows it keeps.
 */
const MAX_AGE_MS = 3_600_000;
const MAX_ORGS = 200;

/**
 * The availability search's data kept in memory per organisation, so that a search costs one small
 * query instead of reading a day or more of appointments, the resources, the blocks and the config
 * (which on PGlite, a Postgres compiled to WebAssembly, took more time than the search itself).
 *
 * Never trusted blindly: every get() starts from the organisation's versions (db/org-versions.ts),
 * read for this request.
 * Same catalogue and no newer event: the entry is current. Newer events: those after the last one
 * applied are read, joined to the appointments as they are now, and applied in place — whichever
 * server instance wrote them (no NOTIFY is relied on, so several instances on one PostgreSQL stay
 * exact). Other catalogue: everything is read again, in one statement whose single snapshot makes
 * the versions and the rows agree. Per organisation, event ids are drawn under a lock held to
 * commit (publishAppointmentChange), so "every event after N" misses none.
 *
 * Only reads use it: booking and rescheduling re-check against the database inside their
 * transaction, and the exclusion constraint stays the last guard.
 */
export class ScheduleCache {
  private readonly entries = new Map<string, OrgSchedule>();

  /**
   * The organisation's schedule, current as of this call, holding live appointments ending after
   * `from`. `db` is the caller's executor (a transaction, when the call runs in one); `known`, the
   * versions the org guard read for this request, if it did (else they are read here).
   */
  async get(db: Db, orgId: string, from: number, known?: OrgVersions): Promise<OrgSchedule> {
    const entry = this.entries.get(orgId);
    if (!entry || entry.from > from || Date.now() - entry.loadedAt > MAX_AGE_MS) return this.load(db, orgId, from);
    const versions = known ?? (await readOrgVersions(db, orgId));
    if (!versions || versions.catalog !== entry.catalogVersion) return this.load(db, orgId, from);
    if (versions.event > entry.eventVersion) await this.applyEvents(db, orgId, entry);
    // Most recently used last, so the oldest is the first evicted.
    this.entries.delete(orgId);
    this.entries.set(orgId, entry);
    return entry;
  }

  /** Brings the entry's appointments up to date with the events after the last one it applied. */
  private async applyEvents(db: Db, orgId: string, entry: OrgSchedule): Promise<void> {
    const { rows } = await db.execute(sql`select (${deltaSql(orgId, entry.eventVersion)})::text as delta`);
    for (const { eventId, appointment, live } of decodeDelta((rows[0] as { delta?: string } | undefined)?.delta)) {
      // Another call may have applied it meanwhile; applying it again would change nothing, but skip.
      if (eventId <= entry.eventVersion) continue;
      if (live) entry.busy.upsert(appointment);
      else entry.busy.remove(appointment.id);
      entry.eventVersion = eventId;
    }
  }

  private async load(db: Db, orgId: string, from: number): Promise<OrgSchedule> {
    const { rows } = await db.execute(sql`select
      (select o.catalog_version from orgs o where o.id = ${orgId})::text as catalog,
      (select coalesce(max(e.id), 0) from appointment_events e where e.org_id = ${orgId})::text as event,
      (${servicesSql(orgId)})::text as services,
      (${resourcesSql(orgId)})::text as resources,
      (${configSql(orgId)})::text as config,
      (${blocksSql(orgId, { endingAfter: from })})::text as blocks,
      (${busySql(orgId, { from })})::text as busy`);
    const row = rows[0] as Record<string, string | null>;
    const entry: OrgSchedule = {
      catalogVersion: Number(row.catalog ?? 0),
      eventVersion: Number(row.event ?? 0),
      loadedAt: Date.now(),
      from,
      config: decodeConfig(row.config),
      services: decodeServices(row.services),
      resources: decodeResources(row.resources),
      blocks: decodeBlocks(row.blocks),
      busy: new BusyIndex(decodeBusy(row.busy)),
    };
    // Read during this call, so current for it. Two loads may race: the newer one is kept.
    const current = this.entries.get(orgId);
    if (!current || isNewer(entry, current)) {
      this.entries.delete(orgId);
      this.entries.set(orgId, entry);
      if (this.entries.size > MAX_ORGS) this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }
}

function isNewer(a: OrgSchedule, b: OrgSchedule): boolean {
  return (
    a.catalogVersion > b.catalogVersion || (a.catalogVersion === b.catalogVersion && a.eventVersion >= b.eventVersion)
  );
}
