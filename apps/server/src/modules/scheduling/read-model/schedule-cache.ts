import type { Appointment, Block, Config } from '@recepta/domain';
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
import {
  blocksSql,
  busySql,
  busyStartingSql,
  configSql,
  deltaSql,
  LONGEST_APPOINTMENT_MS,
  resourcesSql,
  servicesSql,
} from './sub-selects.ts';

/** What the availability search reads of an organisation, as of the versions it carries. */
export interface OrgSchedule {
  /** orgs.catalog_version this was loaded at (triggers raise it on every catalogue change). */
  catalogVersion: number;
  /** The last appointment event applied (per organisation, event ids rise in commit order). */
  eventVersion: number;
  /** When it was loaded (Date.now()): older than MAX_AGE_MS, it is loaded afresh. */
  loadedAt: number;
  /**
   * Live appointments overlapping [from, until) are all in `busy`, and no other: read them with
   * busyIn(), which refuses a window outside (cover() widens it first).
   */
  from: number;
  until: number;
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
/** A window is read or widened by a day at least. */
const WIDEN_MS = 86_400_000;

/** A window of the schedule: live appointments overlapping [from, until). */
export interface BusyWindow {
  from: number;
  until: number;
}

/**
 * The availability search's data kept in memory per organisation, so that a search costs one small
 * query instead of reading a day or more of appointments, the resources, the blocks and the config
 * (which on PGlite, a Postgres compiled to WebAssembly, took more time than the search itself).
 *
 * An entry holds the appointments of one window of time, not the clinic's whole future: with a
 * thousand clinics a request rarely finds its clinic here, and a cold read of every future
 * appointment cost more than the search (docs/capacity.md). A read that asks for later times widens
 * the window by the appointments that start in the added stretch; one that asks for another window
 * loads that window afresh.
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
   * The organisation's schedule, current as of this call, holding the live appointments that
   * overlap `window` (an empty window, until ≤ from, when only the catalogue is wanted). `db` is
   * the caller's executor (a transaction, when the call runs in one); `known`, the versions the org
   * guard read for this request, if it did (else they are read here).
   */
  async get(db: Db, orgId: string, window: BusyWindow, known?: OrgVersions): Promise<OrgSchedule> {
    const entry = this.entries.get(orgId);
    if (!entry || !reaches(entry, window) || Date.now() - entry.loadedAt > MAX_AGE_MS) {
      return this.load(db, orgId, window);
    }
    const versions = known ?? (await readOrgVersions(db, orgId));
    if (!versions || versions.catalog !== entry.catalogVersion) return this.load(db, orgId, window);
    const widen = window.until > window.from && window.until > entry.until;
    if (versions.event > entry.eventVersion || widen) await this.refresh(db, orgId, entry, widen ? window.until : 0);
    // Most recently used last, so the oldest is the first evicted.
    this.entries.delete(orgId);
    this.entries.set(orgId, entry);
    return entry;
  }

  /**
   * Widens an entry got from get() to hold the live appointments starting before `until`, with the
   * events since it was current applied: for a search that goes further than it first asked.
   */
  async cover(db: Db, orgId: string, entry: OrgSchedule, until: number): Promise<void> {
    if (until > entry.until) await this.refresh(db, orgId, entry, until);
  }

  /**
   * Brings the entry up to date with the events after the last one it applied and, when `until` is
   * later than its window's end, adds the appointments starting in between — both read in one
   * statement, so they agree, and applied with no await between (another call's refresh cannot
   * interleave). A read older than what another call applied meanwhile is read again.
   */
  private async refresh(db: Db, orgId: string, entry: OrgSchedule, until: number): Promise<void> {
    for (;;) {
      const start = entry.until;
      const widen = until > start;
      // By whole days at least: the next read a few seconds later finds its window held.
      const end = Math.max(until, start + WIDEN_MS);
      const { rows } = await db.execute(sql`select
        (select coalesce(max(e.id), 0) from appointment_events e where e.org_id = ${orgId})::text as event,
        (${deltaSql(orgId, entry.eventVersion)})::text as delta,
        ${widen ? sql`(${busyStartingSql(orgId, { from: start, until: end })})::text` : sql`'[]'`} as added`);
      const row = rows[0] as { event: string | null; delta: string | null; added: string | null };
      const version = Number(row.event ?? 0);
      // Another call applied a newer state meanwhile: these rows may be older than what it holds.
      if (version < entry.eventVersion || entry.until < start) continue;
      if (widen && entry.until === start) {
        for (const appointment of decodeBusy(row.added)) entry.busy.upsert(appointment);
        entry.until = end;
      }
      for (const { eventId, appointment, live } of decodeDelta(row.delta)) {
        // Another call may have applied it meanwhile; applying it again would change nothing, but skip.
        if (eventId <= entry.eventVersion) continue;
        if (live && overlaps(appointment, entry)) entry.busy.upsert(appointment);
        else entry.busy.remove(appointment.id);
      }
      entry.eventVersion = Math.max(entry.eventVersion, version);
      if (entry.until >= until) return;
    }
  }

  private async load(db: Db, orgId: string, window: BusyWindow): Promise<OrgSchedule> {
    const { from } = window;
    const until = Math.max(window.until, from + WIDEN_MS);
    const { rows } = await db.execute(sql`select
      (select o.catalog_version from orgs o where o.id = ${orgId})::text as catalog,
      (select coalesce(max(e.id), 0) from appointment_events e where e.org_id = ${orgId})::text as event,
      (${servicesSql(orgId)})::text as services,
      (${resourcesSql(orgId)})::text as resources,
      (${configSql(orgId)})::text as config,
      (${blocksSql(orgId, { endingAfter: from })})::text as blocks,
      (${busySql(orgId, { from, until })})::text as busy`);
    const row = rows[0] as Record<string, string | null>;
    const entry: OrgSchedule = {
      catalogVersion: Number(row.catalog ?? 0),
      eventVersion: Number(row.event ?? 0),
      loadedAt: Date.now(),
      from,
      until,
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

/**
 * The live appointments of `schedule` overlapping [from, until), of one resource when given. The
 * window must lie inside the entry's (get() or cover() with it first): outside, an appointment
 * could be missing, and a slot offered that is taken.
 */
export function busyIn(schedule: OrgSchedule, from: number, until: number, resourceId?: string): Appointment[] {
  if (from < schedule.from || until > schedule.until) {
    throw new Error(`schedule window [${schedule.from}, ${schedule.until}) does not hold [${from}, ${until})`);
  }
  return schedule.busy.overlapping(from, until, LONGEST_APPOINTMENT_MS, resourceId);
}

/**
 * The entry can serve `window`: it starts no later and reaches the window's start (widening adds
 * the rest); any entry serves an empty window, which asks for the catalogue only.
 */
function reaches(entry: OrgSchedule, window: BusyWindow): boolean {
  return window.until <= window.from || (entry.from <= window.from && window.from <= entry.until);
}

function overlaps(a: Appointment, window: BusyWindow): boolean {
  return a.start < window.until && a.end > window.from;
}

function isNewer(a: OrgSchedule, b: OrgSchedule): boolean {
  return (
    a.catalogVersion > b.catalogVersion || (a.catalogVersion === b.catalogVersion && a.eventVersion >= b.eventVersion)
  );
}
