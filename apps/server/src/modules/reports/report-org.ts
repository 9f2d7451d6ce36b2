import type { Db } from '../../db/client.ts';
import { getOrg } from '../orgs/org-rows.ts';

/**
 * What every report reads first: the organisation's zone (its first location's; UTC without one),
 * where days, weeks and months are cut, and the currency its prices are in.
 */
export async function reportOrg(db: Db, orgId: string): Promise<{ tz: string; currency: string }> {
  const org = await getOrg(db, orgId);
  return { tz: org.tz ?? 'UTC', currency: org.currency };
}

/** The thresholds of width_bucket as one text parameter, cast in SQL to timestamptz[] (both drivers agree on text). */
export function boundsLiteral(bounds: readonly number[]): string {
  return `{${bounds.map((b) => new Date(b).toISOString()).join(',')}}`;
}
