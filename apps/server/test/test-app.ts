import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real application on a fresh database, driven through inject() (no socket). */
export async function createTestApp(
  options: { webDist?: string; env?: Record<string, string>; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...options.env }), ...options.config };
  const app = await buildApp({
    config,
    database,
    ...(options.webDist ? { webDist: options.webDist } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
