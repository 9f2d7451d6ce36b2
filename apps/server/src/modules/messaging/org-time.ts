import { formatInstantInZone } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { firstLocationZone } from '../catalog/org-zone.ts';

/**
 * Writes the instants of a conversation (not tied to one location) in the zone of the
 * organisation's first location, as the API writes every instant (docs/api.md#conventions).
 */
export async function orgInstantWriter(db: Db, orgId: string): Promise<(at: Date) => string> {
  const tz = (await firstLocationZone(db, orgId)) ?? 'UTC';
  return (at) => formatInstantInZone(at.getTime(), tz);
}
