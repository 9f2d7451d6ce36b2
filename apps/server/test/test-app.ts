import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real application on a fresh database, driven through inject() (no socket). */
export async function createTestApp(options: { webDist?: string } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: { logLevel: 'silent', publicUrl: 'http://127.0.0.1:3000' },
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
