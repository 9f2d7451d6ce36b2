import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Named prepared statements for PGlite (docs/benchmarks.md#the-receptionist-in-a-waiting-room).
 * PGlite's `query` sends every statement as an unnamed one: parsed, analysed and planned again on
 * each call, which measured as most of a chat turn's database time (the statements themselves ran
 * quickly). Here each distinct SQL text is parsed once per PGlite instance (its
 * one backend session) under a name of its own, and later calls only bind and execute it, so
 * PostgreSQL's plan cache applies as it does for any client that prepares (custom plans first, a
 * generic plan once it is no costlier). Results, parsers and errors are PGlite's own: the same
 * protocol messages, read by its `parseResults`.
 *
 * Correctness: a prepared statement outlives transactions and rollbacks, and PostgreSQL replans it
 * by itself after a schema change. The one change it cannot absorb (a statement whose result columns
 * changed, SQLSTATE 0A000) drops the name, so the next call prepares again (withInstanceParsers
 * retries at once outside a transaction; inside one the error aborts it). Texts are kept in a
 * least-recently-used list of `MAX_STATEMENTS` (texts built with a varying number of values would
 * grow it without end); the oldest is closed when a new one comes.
 */
const MAX_STATEMENTS = 300;

interface Prepared {
  name: string;
  /** Parameter type ids from the statement's description, for PGlite's serializers. */
  types: number[];
}

type Run = (text: string, params: unknown[] | undefined, options: QueryOptions | undefined) => Promise<Results>;

/** PGlite's members this relies on that its public typings leave out. */
interface PGliteInternals {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
}

/** The error a kept statement gives once its result columns changed (ALTER TABLE under it). */
export const isStalePlan = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  // 0A000 is every "feature not supported"; only this one is about a kept plan.
  return code === '0A000' && /cached plan/.test(message ?? '');
};

/** Protocol messages as one buffer. */
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A statement runner for `pg`: the caller must hold PGlite's query lock (`_runExclusiveQuery`). */
export function preparedRunner(pg: PGlite, max = MAX_STATEMENTS): Run {
  const statements = new Map<string, Prepared>();
  const internals = pg as unknown as PGliteInternals;
  let counter = 0;
  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  return async (text, params = [], options) => {
    const messages: Awaited<ReturnType<typeof send>> = [];
    let synced = false;
    let prepared = statements.get(text);
    try {
      if (prepared) {
        // Most recently used last, so the first key is the one to close.
        statements.delete(text);
        statements.set(text, prepared);
      } else {
        const name = `recepta_${++counter}`;
        messages.push(...(await send(protocol.serialize.parse({ name, text, types: options?.paramTypes }))));
        const types = parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name })));
        prepared = { name, types };
        statements.set(text, prepared);
        if (statements.size > max) {
          const [oldText, old] = statements.entries().next().value as [string, Prepared];
          statements.delete(oldText);
          await send(protocol.serialize.close({ type: 'S', name: old.name }));
        }
      }
      const types = prepared.types;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = options?.serializers?.[types[i]!] ?? internals.serializers[types[i]!];
        return serialize ? serialize(value) : String(value);
      });
      // Bind, Describe, Execute and Sync in one call: PGlite runs every message of a buffer in one
      // pass of its backend loop, and each call has a fixed cost of its own, paid by every
      // statement of a chat turn. An error skips the rest up to the Sync, as on a socket.
      const run = concat([
        protocol.serialize.bind({ statement: prepared.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]);
      synced = true;
      messages.push(...(await send(run)));
    } catch (error) {
      // The result type changed under a kept plan: prepare afresh next time.
      if (prepared && isStalePlan(error)) statements.delete(text);
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    } finally {
      // A failure before the bind (the Parse refused) still needs its Sync to end the error state.
      if (!synced) messages.push(...(await send(protocol.serialize.sync())));
    }
    return parse.parseResults(messages, internals.parsers, options)[0]!;
  };
}
