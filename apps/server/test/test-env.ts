// The test harness's one reader of the environment (the app's is src/config.ts).
export const testEnv = {
  /** Which database the server suite runs on. */
  db: process.env.TEST_DB === 'postgres' ? ('postgres' as const) : ('pglite' as const),
  /** A PostgreSQL server the suite may create and drop databases on. */
  databaseUrl: process.env.TEST_DATABASE_URL,
};

export function requirePostgresUrl(): string {
  if (!testEnv.databaseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL=postgres://…');
  return testEnv.databaseUrl;
}

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
