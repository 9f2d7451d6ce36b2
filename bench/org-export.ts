/**
 * The whole-organisation export (docs/benchmarks.md#organisation-export): an organisation with
 * 100,000 messages (2,000 conversations), 5,000 patients and 20,000 appointments, written as the
 * streamed ZIP of GET /api/export in this process on PGlite, read as fast as it comes. Prints the
 * time, the ZIP's size and how far the JavaScript heap rose while it ran (sampled every 20 ms):
 * the stream holds a page of rows, not the organisation. It prints figures and never fails on one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { writeOrgExport } from '../apps/server/src/modules/org-export/write-org-export.ts';
import { ZipStream } from '../apps/server/src/modules/org-export/zip-stream.ts';
import { line } from './lib/measure.ts';
import { fmt } from './lib/server.ts';

const MESSAGES = 100_000;
const MB = 1024 * 1024;

export async function benchOrgExport(): Promise<void> {
  console.log('\n# Organisation export: a streamed ZIP of 100,000 messages, 5,000 patients, 20,000 appointments');
  line(
    'load average at start',
    loadavg()
      .map((l) => fmt(l, 2))
      .join(', '),
  );
  const dir = mkdtempSync(join(tmpdir(), 'recepta-bench-export-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    await migrateDatabase(database);
    const { db } = database;
    const org = (await db.execute(sql`insert into orgs (name) values ('Exportación') returning id`)).rows[0] as {
      id: string;
    };
    const orgId = org.id;
    const location = (
      await db.execute(
        sql`insert into locations (org_id, name, tz) values (${orgId}, 'Centro', 'America/Santiago') returning id`,
      )
    ).rows[0] as { id: string };
    await db.execute(sql`insert into resources (org_id, location_id, name)
      select ${orgId}::uuid, ${location.id}::uuid, 'Profesional ' || n from generate_series(1, 10) n`);
    await db.execute(
      sql`insert into services (org_id, name) select ${orgId}::uuid, 'Servicio ' || n from generate_series(1, 5) n`,
    );
    await db.execute(sql`insert into customers (org_id, name, phone, notes)
      select ${orgId}::uuid, 'Paciente ' || n, '+5691' || lpad(n::text, 7, '0'), 'Nota de la paciente ' || n
      from generate_series(1, 5000) n`);
    // 20,000 appointments: each professional one every 30 minutes, back to back, so none overlap.
    await db.execute(sql`insert into appointments (org_id, location_id, resource_id, service_id, customer_id, starts_at, ends_at, status)
      select ${orgId}::uuid, ${location.id}::uuid, r.id, (select id from services where org_id = ${orgId} limit 1),
        (select id from customers where org_id = ${orgId} order by id offset (n % 5000) limit 1),
        timestamptz '2026-01-05 12:00+00' + n * interval '30 minutes',
        timestamptz '2026-01-05 12:30+00' + n * interval '30 minutes', 'pending'
      from generate_series(1, 2000) n cross join (select id from resources where org_id = ${orgId}) r`);
    await db.execute(sql`insert into conversations (org_id, wa_id) select ${orgId}::uuid, '5691' || lpad(n::text, 7, '0')
      from generate_series(1, 2000) n`);
    await db.execute(sql`insert into messages (org_id, conversation_id, direction, body, sent_at)
      select ${orgId}::uuid, v.id, case when n % 2 = 0 then 'in' else 'out' end,
        'Hola, quisiera una cita para el jueves por la tarde, mensaje número ' || n,
        timestamptz '2026-01-01 00:00+00' + n * interval '1 minute'
      from (select id, row_number() over (order by id) as k from conversations where org_id = ${orgId}) v
      cross join generate_series(1, ${MESSAGES / 2000}) n`);

    const zip = new ZipStream(new Date());
    let bytes = 0;
    zip.output.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    const ended = new Promise<void>((resolve, reject) => {
      zip.output.on('end', resolve);
      zip.output.on('error', reject);
    });
    // The JavaScript heap: PGlite's WebAssembly memory (counted in RSS) grew with the seed and
    // never shrinks, so RSS would say nothing about what the export itself holds.
    const base = process.memoryUsage().heapUsed;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 20);
    const started = performance.now();
    await writeOrgExport(db, zip, { id: orgId, name: 'Exportación' }, new Date());
    await ended;
    const ms = performance.now() - started;
    clearInterval(sampler);
    line('export, PGlite (100,000 messages)', `${fmt(ms / 1000, 1)} s · ZIP ${fmt(bytes / MB, 1)} MB`);
    line('JavaScript heap: at start, peak while exporting', `${fmt(base / MB, 0)} MB, ${fmt(peak / MB, 0)} MB`);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
