import type { PGlite } from '@electric-sql/pglite';

/**
 * Where a PGlite's time goes, by statement: every protocol message PGlite is sent is timed in the
 * process's CPU time (not wall time, which another process's load would inflate) and counted against
 * the statement it belongs to — a Parse names its text, a Bind the prepared statement it runs, a
 * simple query is its own text. Used by the waiting room (BENCH_STATEMENTS=1).
 */
export function traceStatements(pg: PGlite) {
  const stats = new Map<string, { runs: number; ms: number }>();
  const names = new Map<string, string>();
  const decoder = new TextDecoder();
  let current = '(none)';
  let on = false;
  // A NUL-terminated string of a frontend message, from byte `at`: the string and where the next starts.
  const cstring = (msg: Uint8Array, at: number): [string, number] => {
    let end = at;
    while (msg[end] !== 0 && end < msg.length) end++;
    return [decoder.decode(msg.subarray(at, end)), end + 1];
  };
  const short = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, Number(process.env.TRACE_WIDTH ?? 110));
  const raw = pg.execProtocolRaw.bind(pg);
  pg.execProtocolRaw = async (msg, options) => {
    const type = String.fromCharCode(msg[0]!);
    let starts = false;
    if (type === 'P') {
      const [name, next] = cstring(msg, 5);
      current = short(cstring(msg, next)[0]);
      if (name) names.set(name, current);
      starts = !name;
    } else if (type === 'B') {
      const [, next] = cstring(msg, 5);
      const [statement] = cstring(msg, next);
      if (statement) current = names.get(statement) ?? statement;
      starts = true;
    } else if (type === 'Q') {
      current = short(cstring(msg, 5)[0]);
      starts = true;
    }
    const c0 = process.cpuUsage();
    try {
      return await raw(msg, options);
    } finally {
      if (on) {
        const used = process.cpuUsage(c0);
        const s = stats.get(current) ?? { runs: 0, ms: 0 };
        if (starts) s.runs++;
        s.ms += (used.user + used.system) / 1000;
        stats.set(current, s);
      }
    }
  };
  return {
    start() {
      stats.clear();
      on = true;
    },
    /** Statements by CPU time, per `turns`. */
    stop(turns: number) {
      on = false;
      const rows = [...stats].sort((a, b) => b[1].ms - a[1].ms);
      const total = rows.reduce((sum, [, s]) => sum + s.ms, 0);
      const runs = rows.reduce((sum, [, s]) => sum + s.runs, 0);
      return {
        msPerTurn: total / turns,
        statementsPerTurn: runs / turns,
        rows: rows.map(([text, s]) => ({ text, runsPerTurn: s.runs / turns, msPerTurn: s.ms / turns })),
      };
    },
  };
}
