import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

/**
 * What Meta's webhook handshake must present (hub.verify_token): WHATSAPP_VERIFY_TOKEN, or one
 * generated on first start and kept in the database, so every instance answers the same. Staff
 * copy it from the WhatsApp settings into Meta's console.
 */
export async function resolveVerifyToken(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(18).toString('base64url');
  await db.insert(appSettings).values({ key: 'whatsapp_verify_token', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'whatsapp_verify_token'));
  if (!row) throw new Error('verify token missing after insert');
  return row.value;
}
