import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

/**
 * The secret that signs sessions. AUTH_SECRET wins when set; otherwise one is generated on first
 * start and kept in the database, so every instance and every restart shares it.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(32).toString('base64url');
  await db.insert(appSettings).values({ key: 'auth_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  if (!row) throw new Error('auth secret missing after insert');
  return row.value;
}
