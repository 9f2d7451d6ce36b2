import { DomainError } from '@recepta/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, resources } from '../../db/schema/index.ts';

/**
 * A reference in a body must name a live row of the caller's organisation. Checked here so that
 * the answer is a 400 naming the field, not a foreign-key failure.
 */
export async function requireLocation(db: Db, orgId: string, locationId: string) {
  const [row] = await db
    .select({ id: locations.id, name: locations.name, tz: locations.tz })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.orgId, orgId), isNull(locations.archivedAt)));
  if (!row) throw new DomainError('validation_failed', { fields: { locationId: 'Elige una ubicación válida' } });
  return row;
}

export async function requireResource(db: Db, orgId: string, resourceId: string) {
  const [row] = await db
    .select({ id: resources.id, locationId: resources.locationId })
    .from(resources)
    .where(and(eq(resources.id, resourceId), eq(resources.orgId, orgId), isNull(resources.archivedAt)));
  if (!row) throw new DomainError('validation_failed', { fields: { resourceId: 'Elige un recurso válido' } });
  return row;
}
