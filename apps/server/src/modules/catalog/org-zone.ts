import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';

/**
 * The zone of the organisation's first live location (the same one the web shows first): where org-wide things (daily blocks, phone
 * country) are read when nothing more specific applies.
 */
export async function firstLocationZone(db: Db, orgId: string): Promise<string | undefined> {
  const [first] = await db
    .select({ tz: locations.tz })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), isNull(locations.archivedAt)))
    .orderBy(asc(locations.createdAt))
    .limit(1);
  return first?.tz;
}
