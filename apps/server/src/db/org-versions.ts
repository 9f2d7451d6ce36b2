import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * How far an organisation's scheduling data has moved: `catalog` (orgs.catalog_version, raised by
 * triggers on every change of config, locations, resources, services, blocks and customers' edits)
 * and `event` (its newest appointment event; per organisation, event ids rise in commit order and
 * the newest is never purged). Neither ever goes back, so a cache built at (catalog, event) is
 * current exactly while both are unchanged (modules/scheduling/read-model/schedule-cache.ts, agenda-cache.ts).
 */
export interface OrgVersions {
  catalog: number;
  event: number;
}

/**
 * The two columns `catalog` and `event` for the organisation `orgId` (a column or a value): the org
 * guard adds them to the membership or API key lookup it makes anyway, so that a cached read needs
 * no query of its own. Each is one indexed lookup.
 */
export function orgVersionColumns(orgId: SQL): SQL {
  return sql`(select o.catalog_version from orgs o where o.id = ${orgId})::text as catalog,
    coalesce((select max(e.id) from appointment_events e where e.org_id = ${orgId}), 0)::text as event`;
}

export function toOrgVersions(row: { catalog?: unknown; event?: unknown }): OrgVersions | undefined {
  if (row.catalog === null || row.catalog === undefined) return undefined;
  return { catalog: Number(row.catalog), event: Number(row.event ?? 0) };
}

/** The versions read on their own, for callers that did not come through the org guard. */
export async function readOrgVersions(db: Db, orgId: string): Promise<OrgVersions | undefined> {
  const { rows } = await db.execute(sql`select ${orgVersionColumns(sql`${orgId}::uuid`)}`);
  return rows[0] ? toOrgVersions(rows[0] as Record<string, unknown>) : undefined;
}
