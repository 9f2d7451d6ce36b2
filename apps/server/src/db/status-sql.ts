import { appointmentStatuses, liveStatuses, shownStatuses } from '@recepta/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The domain's status lists as SQL: `a.status in ${liveStatusesSql}`. Inlined as literals rather
 * than bound as parameters, so the text reads like the exclusion constraint's own predicate
 * (status IN ('pending', 'CONFIRMED')) and the planner can match it against that index.
 */
function literalList(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})`);
}

export const allStatusesSql = literalList(appointmentStatuses);
export const liveStatusesSql = literalList(liveStatuses);
export const shownStatusesSql = literalList(shownStatuses);
