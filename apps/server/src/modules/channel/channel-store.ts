import { eq, inArray } from 'drizzle-orm';
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

/** The organisations whose WhatsApp numbers Meta's webhook names, by phone number id (unknown ones are absent). */
export async function orgsOfPhoneNumberIds(db: Db, phoneNumberIds: string[]): Promise<Map<string, string>> {
  if (phoneNumberIds.length === 0) return new Map();
  const rows = await db
    .select({ orgId: channels.orgId, kind: channels.kind, phoneNumberId: channels.phoneNumberId })
    .from(channels)
    .where(inArray(channels.phoneNumberId, phoneNumberIds));
  return new Map(rows.filter((r) => r.kind === 'whatsapp' && r.phoneNumberId).map((r) => [r.phoneNumberId!, r.orgId]));
}

/** Meta refused the token (error 190 and the like): the settings screen shows why until it is saved again. */
export async function markChannelDisconnected(db: Db, orgId: string, reason: string): Promise<void> {
  await db
    .update(channels)
    .set({ connected: false, lastError: reason.slice(0, 500), updatedAt: new Date() })
    .where(eq(channels.orgId, orgId));
}
