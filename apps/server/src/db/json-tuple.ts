import { type SQL, sql } from 'drizzle-orm';

/**
 * Rows built by the database as JSON arrays, declared once with names.
 *
 * Lists are read as one json_agg text rather than as rows: PGlite decodes every field of every row
 * through its wire protocol, which costs more than the query for an agenda of 1,000 appointments,
 * while one text goes to JSON.parse at native speed (docs/decisions/0011-scheduling-read-model.md).
 * Arrays keep that text small; `jsonTuple` keeps them safe: the SQL's order and the names read back
 * come from the same list, so a position and its meaning cannot drift apart, and no caller indexes
 * into a tuple.
 */

/** One value of a tuple: its SQL expression, and the type its JSON decodes to. */
export interface TupleField<T> {
  readonly expr: SQL;
  /** Never set: carries T for the types only. */
  readonly decodesTo?: T;
}

/** A field whose JSON value is a `T` (json_build_array gives numbers, strings, booleans, null, nested arrays). */
export const field = <T>(expr: SQL): TupleField<T> => ({ expr });

type Fields = Record<string, TupleField<unknown>>;

/** What a tuple of `F` reads back as: an object with the fields' names. */
export type TupleRow<F extends Fields> = { [K in keyof F]: F[K] extends TupleField<infer T> ? T : never };

export interface JsonTuple<F extends Fields> {
  /** `json_build_array(…)` of the fields, in their declared order. */
  readonly sql: SQL;
  /** One tuple as the JSON gave it, with names. */
  read(tuple: readonly unknown[]): TupleRow<F>;
  /** The text of a json_agg of tuples, with names; empty or null text is no rows. */
  readAll(text: string | null | undefined): TupleRow<F>[];
}

export function jsonTuple<F extends Fields>(fields: F): JsonTuple<F> {
  const names = Object.keys(fields);
  // One object literal per declaration, compiled once: every row then has the same shape from its
  // creation, which reads a 1,000-row agenda as fast as destructuring the arrays by hand did
  // (a loop assigning names one by one took a third longer; docs/benchmarks.md#named-tuples).
  // The names are this codebase's own identifiers, never input.
  for (const name of names) if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`jsonTuple: bad field name ${name}`);
  const read = new Function('t', `return { ${names.map((name, i) => `${name}: t[${i}]`).join(', ')} };`) as (
    tuple: readonly unknown[],
  ) => TupleRow<F>;
  return {
    sql: sql`json_build_array(${sql.join(
      names.map((name) => (fields[name] as TupleField<unknown>).expr),
      sql`, `,
    )})`,
    read,
    readAll: (text) => (text ? (JSON.parse(text) as unknown[][]).map(read) : []),
  };
}
