import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/** The NOTIFY channel that wakes the dispatchers of every instance (docs/architecture.md#scheduled-messages). */
export const DISPATCH_CHANNEL = 'recepta_dispatch';

/**
 * Tells every instance's dispatcher, on commit, that something becomes due at `at` (a new reminder,
 * a queued message): a dispatcher sleeping until later wakes for it. Dropped on rollback.
 */
export async function wakeDispatchers(tx: Db, at: Date): Promise<void> {
  await tx.execute(sql`select pg_notify(${DISPATCH_CHANNEL}, ${String(at.getTime())})`);
}
