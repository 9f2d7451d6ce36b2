import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Planner statistics for PGlite (docs/benchmarks.md#the-receptionist-in-a-waiting-room). PGlite
 * runs PostgreSQL in single-user mode, where autovacuum never runs, so no table is ever analysed:
 * every plan is built on default guesses, whatever the data. Measured: the chat turn's read of the
 * patient's upcoming appointments walked all 10,000 of the clinic's live appointments (7–11 ms a
 * turn) through the open-appointments index, where with statistics it takes the patient's own
 * (well under 1 ms). On PostgreSQL autovacuum does this, and nothing here runs there.
 *
 * ANALYZE of our own tables only (the system catalogues' are set at creation and barely move):
 * it reads a sample of each table, so its cost stays bounded as the data grows.
 */
export async function analyzeTables(db: Db): Promise<void> {
  const { rows } = await db.execute(sql`select quote_ident(relname) as name from pg_stat_user_tables
    where schemaname = 'public' order by relname`);
  if (rows.length === 0) return;
  await db.execute(sql.raw(`analyze ${rows.map((r) => String(r.name)).join(', ')}`));
}

/**
 * VACUUM of our tables that hold many dead rows, by autovacuum's own rule (more than 50 plus a
 * fifth of the live ones): single-user PGlite never reclaims them otherwise, and the rows updated
 * on every chat turn and every send (messages, conversations, the inbox, the send rate) would pile
 * up for as long as the server runs, making every scan of those tables and their indexes longer.
 * PostgreSQL's autovacuum does this there. Not in a transaction (VACUUM cannot run in one).
 */
export async function vacuumTables(db: Db): Promise<string[]> {
  const { rows } = await db.execute(sql`select quote_ident(relname) as name from pg_stat_user_tables
    where schemaname = 'public' and n_dead_tup > 50 + 0.2 * n_live_tup order by relname`);
  const names = rows.map((r) => String(r.name));
  if (names.length > 0) await db.execute(sql.raw(`vacuum ${names.join(', ')}`));
  return names;
}
