import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels } from '../../db/schema/index.ts';
import type { TokenBox } from './token-crypto.ts';

/**
 * An organisation's channel as the senders need it (docs/api.md#the-whatsapp-loop). An organisation
 * without a row is on the sandbox: new organisations need no row until they connect WhatsApp.
 */
export type Channel =
  | { kind: 'sandbox'; orgId: string }
  | {
      kind: 'whatsapp';
      orgId: string;
      phoneNumberId: string;
      wabaId: string;
      displayPhoneNumber: string | null;
      /** Decrypted; never returned by the API or written to a log. */
      accessToken: string;
      connected: boolean;
      lastError: string | null;
    };

export async function loadChannel(db: Db, box: TokenBox, orgId: string): Promise<Channel> {
  const [row] = await db.select().from(channels).where(eq(channels.orgId, orgId));
  if (!row || row.kind === 'sandbox' || !row.phoneNumberId || !row.wabaId || !row.accessTokenEnc) {
    return { kind: 'sandbox', orgId };
  }
  return {
    kind: 'whatsapp',
    orgId,
    phoneNumberId: row.phoneNumberId,
    wabaId: row.wabaId,
    displayPhoneNumber: row.displayPhoneNumber,
    accessToken: box.open(row.accessTokenEnc),
    connected: row.connected,
    lastError: row.lastError,
  };
}

/** Meta refused the token (error 190 and the like): the settings screen shows why until it is saved again. */
export async function markChannelDisconnected(db: Db, orgId: string, reason: string): Promise<void> {
  await db
    .update(channels)
    .set({ connected: false, lastError: reason.slice(0, 500), updatedAt: new Date() })
    .where(eq(channels.orgId, orgId));
}
