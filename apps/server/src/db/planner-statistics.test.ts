import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from './client.ts';
import { analyzeTables, vacuumTables } from './planner-statistics.ts';

describe('planner statistics (planner-statistics.ts)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives every table of ours its statistics (PGlite has no autovacuum to do it)', async () => {
    const { db } = database;
    await db.execute(sql`insert into orgs (name) select 'Clínica ' || g from generate_series(1, 200) g`);
    await analyzeTables(db);
    const { rows } = await db.execute(sql`select c.relname, c.reltuples from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`);
    // reltuples is -1 for a table never analysed.
    expect(rows).toEqual([]);
    const orgs = await db.execute(sql`select reltuples from pg_class where relname = 'orgs'`);
    expect(Number(orgs.rows[0]?.reltuples)).toBe(200);
  });

  it('reclaims the dead rows of a table where they piled up, and leaves the others alone', async () => {
    const { db } = database;
    // On PostgreSQL autovacuum could get there first.
    await db.execute(sql`alter table orgs set (autovacuum_enabled = false)`);
    await db.execute(sql`insert into orgs (name) select 'Otra ' || g from generate_series(1, 300) g`);
    await db.execute(sql`update orgs set name = name || '.'`);
    // Counts reach the statistics at most once a second, unless asked for at once.
    const dead = async () => {
      await db.execute(sql`select pg_stat_force_next_flush()`);
      return Number(
        (await db.execute(sql`select n_dead_tup from pg_stat_user_tables where relname = 'orgs'`)).rows[0]?.n_dead_tup,
      );
    };
    expect(await dead()).toBeGreaterThan(50);
    const vacuumed = await vacuumTables(db);
    expect(vacuumed).toContain('orgs');
    expect(vacuumed).not.toContain('services');
    expect(await dead()).toBe(0);
  });
});
