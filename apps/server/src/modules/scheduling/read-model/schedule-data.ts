import type { Appointment, Block, Config } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type ContextResource,
  decodeBlocks,
  decodeBusy,
  decodeConfig,
  decodeResources,
  decodeService,
} from './decode.ts';
import { blocksSql, busySql, configSql, resourcesSql, serviceSql } from './sub-selects.ts';

export interface ScheduleData {
  /** Undefined when no serviceId was asked for, or none of this organisation's live ones has it. */
  service: { id: string; durationMin: number } | undefined;
  /** Live resources of the organisation (the one asked for, or all), by name. */
  resources: ContextResource[];
  config: Config;
  blocks: Block[];
  /** Live appointments in the busy window. */
  busy: Appointment[];
}

export interface ContextQuery {
  orgId: string;
  serviceId?: string | undefined;
  /** One resource, or every live one of the organisation. */
  resourceId?: string | undefined;
  /** One-off blocks overlapping this window are read (daily ones always). */
  blocks: { from: number; until: number };
  /** Live appointments overlapping this window are read. */
  busy: { from: number; until: number };
}

/**
 * Everything a placement check reads, in one round trip: the service, the resources with their
 * location's zone, the config, the blocks and the live appointments of a window. Several small
 * reads cost a round trip each (and, on PGlite, decoding per row); this is one statement answering
 * JSON values. Writers call it inside their transaction, so they check what they will write against.
 */
export async function loadScheduleData(db: Db, q: ContextQuery): Promise<ScheduleData> {
  const { rows } = await db.execute(sql`select
    (${serviceSql(q.orgId, q.serviceId ?? null)})::text as service,
    (${resourcesSql(q.orgId, q.resourceId)})::text as resources,
    (${configSql(q.orgId)})::text as config,
    (${blocksSql(q.orgId, { overlapping: q.blocks }, q.resourceId)})::text as blocks,
    (${busySql(q.orgId, q.busy, q.resourceId)})::text as busy`);
  const row = rows[0] as Record<string, string | null>;
  return {
    service: decodeService(row.service),
    resources: decodeResources(row.resources),
    config: decodeConfig(row.config),
    blocks: decodeBlocks(row.blocks),
    busy: decodeBusy(row.busy),
  };
}
