import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { drizzleTextParsers, withInstanceParsers } from './pglite-parsers.ts';

// The statements kept are visible to the session that prepared them.
const kept = async (client: PGlite) =>
  (
    await client.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')
  ).rows.map((r) => r.statement);

describe('PGlite statements, prepared once per text (pglite-prepared.ts)', () => {
  const client = new PGlite({ parsers: drizzleTextParsers });
  const db = drizzle(withInstanceParsers(client, 3));
  afterAll(() => client.close());

  it('prepares a text once and gives the same answers, values and errors as before', async () => {
    await client.exec('create table t (id int primary key, at timestamptz, tags text[], note text)');
    for (const id of [1, 2, 3]) {
      await db.execute(
        sql`insert into t values (${id}, ${'2026-11-23T07:00:00Z'}::timestamptz, ${'{a,b}'}::text[], null)`,
      );
    }
    expect((await kept(client)).filter((s) => s.startsWith('insert into t'))).toHaveLength(1);
    const { rows } = await db.execute(sql`select id, at, tags, note from t where id >= ${2} order by id`);
    expect(rows).toEqual([
      { id: 2, at: '2026-11-23 07:00:00+00', tags: ['a', 'b'], note: null },
      { id: 3, at: '2026-11-23 07:00:00+00', tags: ['a', 'b'], note: null },
    ]);
    await expect(db.execute(sql`insert into t values (${1}, now(), null, null)`)).rejects.toMatchObject({
      cause: { code: '23505' },
    });
    // Inside a transaction, rolled back: the statement stays kept, its writes do not.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (${9}, now(), null, null)`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await db.execute(sql`select count(*)::int as n from t`)).rows[0]).toEqual({ n: 3 });
  });

  it('runs a kept statement in one call to PGlite, and an error there leaves the session usable', async () => {
    const count = sql`select count(*)::int as n from t where id > ${0}`;
    await db.execute(count);
    const execProtocolStream = client.execProtocolStream.bind(client);
    let calls = 0;
    client.execProtocolStream = (message, options) => {
      calls++;
      return execProtocolStream(message, options);
    };
    try {
      expect((await db.execute(count)).rows).toEqual([{ n: 3 }]);
      expect(calls).toBe(1);
      // Bind, Execute and Sync went together: after the failure the next statement runs as usual.
      const divide = sql`select 1 / ${0}::int as x`;
      await expect(db.execute(divide)).rejects.toMatchObject({ cause: { code: '22012' } });
      calls = 0;
      await expect(db.execute(divide)).rejects.toMatchObject({ cause: { code: '22012' } });
      expect(calls).toBe(1);
      expect((await db.execute(count)).rows).toEqual([{ n: 3 }]);
    } finally {
      client.execProtocolStream = execProtocolStream;
    }
  });

  it('keeps at most its limit, closing the least recently used', async () => {
    for (const n of [1, 2, 3, 4, 5]) await db.execute(sql.raw(`select ${n} as n`));
    expect(await kept(client)).toEqual(['select 3 as n', 'select 4 as n', 'select 5 as n']);
    expect((await db.execute(sql.raw('select 1 as n'))).rows).toEqual([{ n: 1 }]);
  });

  it('prepares afresh when the columns under a kept statement changed', async () => {
    await client.exec('create table u (id int)');
    const all = sql.raw('select * from u');
    await db.execute(all);
    await client.exec('alter table u add column name text; insert into u values (1, $$Ana$$)');
    expect((await db.execute(all)).rows).toEqual([{ id: 1, name: 'Ana' }]);
  });
});
