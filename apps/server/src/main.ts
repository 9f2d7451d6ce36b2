/**
 * Process entry: read config, open and migrate the database, listen, and shut down cleanly on
 * SIGINT/SIGTERM. `npm start` runs its build (apps/server/dist/main.js) through scripts/start.mjs,
 * which builds the server and the web app first when their builds are stale.
 */
import { fileURLToPath } from 'node:url';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoAccount } from './db/demo-data.ts';
import { migrateDatabase } from './db/migrate.ts';
import { analyzeTables } from './db/planner-statistics.ts';
import { seedDemo } from './db/seed-demo.ts';
import { type ControlServer, startControlServer } from './ops/control-server.ts';
import { startupPhases } from './ops/startup-phases.ts';

export { backupCommand, restoreCommand } from './ops/commands.ts';

/** When a PGlite server gathers its first planner statistics, after it listens. */
const FIRST_ANALYZE_MS = 30_000;

export const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function start(config: Config): Promise<void> {
  const phases = startupPhases();
  // The embedded database compiles its WebAssembly on V8's background threads and reads its files
  // asynchronously: it opens while this thread loads the app's modules (app.ts and the packages
  // bundled with it), instead of one after the other.
  const [database, { buildApp }] = await Promise.all([
    openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
    ).then((db) => {
      phases.mark('database');
      return db;
    }),
    import('./app.ts').then((module) => {
      phases.mark('modules');
      return module;
    }),
  ]);
  await migrateDatabase(database);
  phases.mark('migrations');
  const app = await buildApp({ config, database, webDist });
  phases.mark('app');
  if (config.seedDemo) {
    const { seeded } = await seedDemo(database.db, new Date());
    if (seeded) app.log.info('demo organisation seeded (Clínica Demo)');
  }

  let control: ControlServer | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request that never ends must not keep the process alive: past the limit it exits anyway
    // (exit code 1; what was in flight is retried by its client or proxy, queued messages by another instance).
    const limit = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + config.shutdownTimeoutMs);
    limit.unref();
    // Stop accepting, close the live streams with a retry hint, let requests in flight finish, stop
    // the channel's work (the dispatcher gives back what it claimed and did not start), then close
    // the database so PGlite flushes (docs/deploy.md#restarts).
    // Readiness says 'draining' at once; the proxy's health check stops sending new connections here
    // within SHUTDOWN_DRAIN_MS, and only then does the listener close (a connection that arrives as
    // it closes would be reset unread).
    app.drain();
    if (config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
    await control?.close();
    await app.close();
    await database.close();
    app.log.info({ signal }, 'shut down');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  phases.mark('listening');
  // PGlite has no autovacuum: its planner statistics are gathered half a minute after the start and
  // hourly (db/planner-statistics.ts). Not before listening, nor at once after: ANALYZE holds the
  // embedded database's one connection, and the first requests would wait behind it.
  if (database.kind === 'pglite') {
    setTimeout(() => {
      analyzeTables(database.db).catch((err: unknown) => app.log.warn({ err }, 'planner statistics failed'));
    }, FIRST_ANALYZE_MS).unref();
  }
  app.log.info({ startup: phases.done() }, 'startup phases (ms since the process started)');
  // `npm run backup` asks the running server for a copy of its embedded database through a socket
  // in DATA_DIR (docs/deploy.md#backups): only who can read DATA_DIR can reach it.
  control = database.pglite ? await startControlServer({ database, config, log: app.log }) : undefined;
  const where = database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info(`Recepta escucha en ${config.publicUrl} · base de datos: ${where}`);
  if (config.seedDemo) {
    // Printed on purpose: the demo account is public knowledge (README), not a secret.
    console.log(`\n  Recepta: ${config.publicUrl}\n  Cuenta demo: ${demoAccount.email} / ${demoAccount.password}\n`);
  }
}

/** Loads config or exits with one clear line; used by both entry points. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`recepta: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  start(loadConfigOrExit()).catch((err) => {
    console.error('recepta: failed to start:', err);
    process.exit(1);
  });
}
