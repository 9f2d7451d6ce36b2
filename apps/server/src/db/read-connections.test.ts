import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from './client.ts';
import { readConnections } from './read-connections.ts';

// readConnections tells a pool from PGlite without loading the PostgreSQL driver (no instanceof):
// this checks that the duck-typed test still tells them apart on each database.
describe('readConnections', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is 2 on a PostgreSQL pool and 1 on PGlite', () => {
    expect(readConnections(database.db)).toBe(database.kind === 'postgres' ? 2 : 1);
  });

  it('is 1 inside a transaction (one connection)', async () => {
    const inside = await database.db.transaction(async (tx) => readConnections(tx));
    expect(inside).toBe(1);
  });
});
