import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { appointments } from './schema/index.ts';

/**
 * Rows whose patient (`customerId`) has an appointment, of any status, on `resourceId`: the patients
 * a professional attends, the only ones they see (http/org-scope.ts Viewer.attendedBy).
 */
export function attendedBy(resourceId: string, customerId: AnyColumn | SQL): SQL {
  return sql`exists (select 1 from ${appointments} where ${appointments.customerId} = ${customerId} and ${appointments.resourceId} = ${resourceId})`;
}
