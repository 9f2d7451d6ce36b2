/** Test helper: another handle on a test database, as a second server instance would hold. */
import { type Database, openDatabase } from '../src/db/client.ts';

/**
 * On PostgreSQL, its own pool on the same database (closing it leaves the database); on PGlite,
 * which lives inside this process, the same Database (its owner closes it).
 */
export async function secondConnection(database: Database): Promise<{ database: Database; close(): Promise<void> }> {
  if (!database.pool) return { database, close: async () => {} };
  const { rows } = await database.pool.query<{ name: string }>('select current_database() as name');
  const url = new URL(database.pool.options.connectionString as string);
  url.pathname = `/${rows[0]!.name}`;
  const second = await openDatabase({ kind: 'postgres', url: url.toString() });
  return { database: second, close: () => second.close() };
}
