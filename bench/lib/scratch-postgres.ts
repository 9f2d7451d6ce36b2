import pg from 'pg';

/**
 * Runs `part` on a database of its own on the PostgreSQL server at `postgresUrl` (created, then
 * dropped whatever happens), handing it that database's URL. Without a server, or when it cannot
 * be reached, the part says so and is not measured: a bench never fails for want of PostgreSQL.
 */
export async function withScratchPostgres(
  postgresUrl: string | undefined,
  name: string,
  part: (url: string) => Promise<void>,
): Promise<void> {
  if (!postgresUrl) {
    console.log('\n## PostgreSQL: not measured (no URL)');
    return;
  }
  const admin = new pg.Client({ connectionString: postgresUrl });
  const database = `recepta_bench_${name}_${process.pid}`;
  try {
    await admin.connect();
    await admin.query(`create database ${database}`);
  } catch (err) {
    console.log(`\n## PostgreSQL: not measured (${(err as Error).message})`);
    await admin.end().catch(() => {});
    return;
  }
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    await part(url.toString());
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}
