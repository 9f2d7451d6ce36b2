/**
 * Named tuples (docs/benchmarks.md#named-tuples, issue 30): the agenda's 1,000 rows read from the
 * database's JSON by name through db/json-tuple.ts, against the baseline of destructuring the
 * arrays by position as the code did before, in the same run. JavaScript only (the database's
 * work is the same SQL either way). Prints figures; never fails on one.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { field, jsonTuple } from '../apps/server/src/db/json-tuple.ts';
import { fmt } from './lib/server.ts';

const ROWS = 1_000;
const f = <T>() => field<T>(sql`null`);
const row = jsonTuple({
  id: f<string>(),
  startMs: f<number>(),
  endMs: f<number>(),
  status: f<string>(),
  note: f<string>(),
  locationId: f<string>(),
  serviceId: f<string>(),
  resourceId: f<string>(),
  customerId: f<string | null>(),
  customerName: f<string | null>(),
  customerPhone: f<string | null>(),
  bookedBy: f<string>(),
});

type Positional = [
  string,
  number,
  number,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string,
];

export async function benchNamedTuples(): Promise<void> {
  console.log(`\n# Named tuples: ${ROWS.toLocaleString('en')} agenda rows from JSON, sorted and mapped to the wire`);
  const text = JSON.stringify(
    Array.from({ length: ROWS }, (_, i) => [
      crypto.randomUUID(),
      1.7e12 + ((i * 7919) % ROWS) * 6e5,
      1.7e12 + ((i * 7919) % ROWS) * 6e5 + 18e5,
      'pending',
      'Control',
      crypto.randomUUID(),
      crypto.randomUUID(),
      crypto.randomUUID(),
      crypto.randomUUID(),
      'Ana Rojas',
      '+50688887777',
      'staff',
    ]),
  );
  const positional = () =>
    (JSON.parse(text) as Positional[])
      .sort((x, y) => x[1] - y[1])
      .map(([id, start, end, status, note, locationId, serviceId, resourceId, customerId, name, phone, bookedBy]) => ({
        id,
        start,
        end,
        status,
        note,
        locationId,
        serviceId,
        resourceId,
        customer: customerId === null ? null : { id: customerId, name, phone },
        bookedBy,
      }));
  const named = () =>
    row
      .readAll(text)
      .sort((x, y) => x.startMs - y.startMs)
      .map((a) => ({
        id: a.id,
        start: a.startMs,
        end: a.endMs,
        status: a.status,
        note: a.note,
        locationId: a.locationId,
        serviceId: a.serviceId,
        resourceId: a.resourceId,
        customer: a.customerId === null ? null : { id: a.customerId, name: a.customerName, phone: a.customerPhone },
        bookedBy: a.bookedBy,
      }));
  const medians: Record<string, number[]> = { positional: [], named: [] };
  // Alternated rounds, so a busy moment of the machine falls on both ways.
  for (let round = 0; round < 4; round++) {
    for (const [name, way] of [
      ['positional', positional],
      ['named', named],
    ] as const) {
      for (let i = 0; i < 100; i++) way();
      const times: number[] = [];
      for (let i = 0; i < 300; i++) {
        const t0 = performance.now();
        way();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      medians[name]!.push(times[150]!);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const [p, n] = [median(medians.positional!), median(medians.named!)];
  console.log(`  baseline: by position  median ${fmt(p, 3)} ms`);
  console.log(`  named (jsonTuple)      median ${fmt(n, 3)} ms`);
  console.log(
    `  ratio named / positional ${fmt(n / p, 2)}   load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
