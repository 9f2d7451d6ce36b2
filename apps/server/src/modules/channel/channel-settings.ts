import { type ChannelInput, type ChannelWire, DomainError } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { ChannelService } from './channel-service.ts';
import { GraphError } from './graph/graph-client.ts';

interface SettingsDeps {
  db: Db;
  channel: ChannelService;
  publicUrl: string;
  verifyToken: string;
}

/** GET /channel: what the settings screen shows; an organisation without a row is on the sandbox. */
export async function readChannel(deps: SettingsDeps, orgId: string): Promise<ChannelWire> {
  const [row] = await deps.db.select().from(channels).where(eq(channels.orgId, orgId));
  const common = { webhookUrl: `${deps.publicUrl}/api/whatsapp/webhook`, verifyToken: deps.verifyToken };
  if (!row || row.kind === 'sandbox') return { kind: 'sandbox', connected: true, ...common };
  return {
    kind: 'whatsapp',
    connected: row.connected,
    ...(row.phoneNumberId ? { phoneNumberId: row.phoneNumberId } : {}),
    ...(row.displayPhoneNumber ? { displayPhoneNumber: row.displayPhoneNumber } : {}),
    ...(row.wabaId ? { wabaId: row.wabaId } : {}),
    ...(row.lastError ? { lastError: row.lastError } : {}),
    ...common,
  };
}

/**
 * PUT /channel: back to the sandbox, or connect a WhatsApp number. The number and token are checked
 * against the Graph API first (Meta's reason comes back as a 422 channel_unreachable); the token
 * is stored sealed and never returned. A number another organisation holds is refused: webhooks
 * are routed by it.
 */
export async function saveChannel(deps: SettingsDeps, orgId: string, input: ChannelInput, now: Date) {
  const { db } = deps;
  if (input.kind === 'sandbox') {
    const values = {
      kind: 'sandbox',
      phoneNumberId: null,
      displayPhoneNumber: null,
      wabaId: null,
      accessTokenEnc: null,
      connected: true,
      lastError: null,
      updatedAt: now,
    };
    await db.transaction(async (tx) => {
      await tx
        .insert(channels)
        .values({ orgId, ...values })
        .onConflictDoUpdate({ target: channels.orgId, set: values });
      await recordAudit(tx, {
        orgId,
        action: 'channel.changed',
        target: { kind: 'channel', id: orgId },
        changes: { kind: { after: 'sandbox' } },
      });
    });
    return readChannel(deps, orgId);
  }
  const [holder] = await db
    .select({ orgId: channels.orgId })
    .from(channels)
    .where(eq(channels.phoneNumberId, input.phoneNumberId));
  if (holder && holder.orgId !== orgId) throw new DomainError('phone_number_in_use');
  let displayPhoneNumber: string;
  try {
    ({ displayPhoneNumber } = await deps.channel.graph.getPhoneNumber({
      phoneNumberId: input.phoneNumberId,
      accessToken: input.accessToken,
    }));
  } catch (err) {
    if (err instanceof GraphError) throw new DomainError('channel_unreachable', undefined, err.message);
    throw err;
  }
  const values = {
    kind: 'whatsapp',
    phoneNumberId: input.phoneNumberId,
    wabaId: input.wabaId,
    displayPhoneNumber,
    accessTokenEnc: deps.channel.tokenBox.seal(input.accessToken),
    connected: true,
    lastError: null,
    updatedAt: now,
  };
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(channels)
        .values({ orgId, ...values })
        .onConflictDoUpdate({ target: channels.orgId, set: values });
      // Never the token: only which number is connected.
      await recordAudit(tx, {
        orgId,
        action: 'channel.changed',
        target: { kind: 'channel', id: orgId },
        changes: { kind: { after: 'whatsapp' }, phoneNumberId: { after: input.phoneNumberId } },
      });
    });
  } catch (err) {
    // Two organisations saving one number at once: the unique index lets one through.
    if ((err as { code?: string }).code === '23505') throw new DomainError('phone_number_in_use');
    throw err;
  }
  return readChannel(deps, orgId);
}
