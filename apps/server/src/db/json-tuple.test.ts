import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { field, jsonTuple } from './json-tuple.ts';

const client = new PGlite();
const db = drizzle(client);
afterAll(() => client.close());

const person = jsonTuple({
  id: field<number>(sql`p.id`),
  name: field<string>(sql`p.name`),
  nickname: field<string | null>(sql`p.nickname`),
  adult: field<boolean>(sql`p.age >= 18`),
});

describe('jsonTuple', () => {
  it('reads back what the database built, by name, in the order the fields were declared', async () => {
    const { rows } =
      await db.execute(sql`with p(id, name, nickname, age) as (values (1, 'Ana', null, 30), (2, 'Luis', 'Lucho', 12))
      select coalesce(json_agg(${person.sql} order by p.id), '[]')::text as j from p`);
    expect(person.readAll(rows[0]?.j as string)).toEqual([
      { id: 1, name: 'Ana', nickname: null, adult: true },
      { id: 2, name: 'Luis', nickname: 'Lucho', adult: false },
    ]);
  });

  it('nests: a tuple inside another is read with its own names', async () => {
    const pair = jsonTuple({ n: field<number>(sql`1`), who: field<unknown[]>(person.sql) });
    const { rows } = await db.execute(sql`with p(id, name, nickname, age) as (values (7, 'Eva', 'E', 40))
      select ${pair.sql}::text as j from p`);
    const read = pair.read(JSON.parse(rows[0]?.j as string) as unknown[]);
    expect(read.n).toBe(1);
    expect(person.read(read.who)).toEqual({ id: 7, name: 'Eva', nickname: 'E', adult: true });
  });

  it('reads no text as no rows', () => {
    expect(person.readAll(null)).toEqual([]);
    expect(person.readAll('')).toEqual([]);
    expect(person.readAll('[]')).toEqual([]);
  });
});
