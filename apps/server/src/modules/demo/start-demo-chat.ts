import { type DemoChat, DomainError } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { demoChats } from '../../db/schema/index.ts';
import { demoPhone, hashToken, newToken } from './demo-chat-store.ts';
import { ensureDemoOrg } from './demo-org.ts';

/**
 * Starts a visitor's chat with the demo clinic: a secret token and a made-up number of their own,
 * so each visitor is a fresh patient (created by the sandbox pipeline on their first message).
 * Nothing else is written until then (but the demo clinic, the first time: demo-org.ts).
 */
export async function startDemoChat(db: Db, now: Date): Promise<DemoChat> {
  const org = await ensureDemoOrg(db, now);
  if (!org) throw new DomainError('demo_unavailable');
  const token = newToken();
  // A number is drawn again in the unlikely case it is taken (the unique index says so).
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await db
      .insert(demoChats)
      .values({ tokenHash: hashToken(token), orgId: org.orgId, phone: demoPhone(), createdAt: now })
      .onConflictDoNothing()
      .returning({ phone: demoChats.phone });
    if (inserted.length > 0) return { token, clinicName: org.name };
  }
  throw new Error('no free demo number after 5 draws');
}
