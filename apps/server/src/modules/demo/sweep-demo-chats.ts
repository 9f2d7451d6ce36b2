import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  conversations,
  customers,
  demoChats,
  scheduledMessages,
  webhookInbox,
} from '../../db/schema/index.ts';
import { DEMO_CHAT_LIFETIME_MS } from './demo-chat-store.ts';

/** Chats cleared per transaction; a sweep goes on until none is left. */
const BATCH = 200;
const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Clears the demo chats started more than a day before `now` (docs/api.md#the-demo-chat): their
 * patients, conversations and messages, bookings and planned reminders, and the stored inbound
 * payloads, in one transaction per batch. Deleting the patients raises the organisation's catalogue
 * version (migration 0006), so the agenda's caches reload rather than trust an appointment event
 * that went with its appointment. Returns how many chats were cleared.
 */
export async function sweepDemoChats(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DEMO_CHAT_LIFETIME_MS);
  let cleared = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const chats = await tx
        .select({ tokenHash: demoChats.tokenHash, orgId: demoChats.orgId, phone: demoChats.phone })
        .from(demoChats)
        .where(lte(demoChats.createdAt, cutoff))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (chats.length === 0) return 0;
      const phones = chats.map((c) => c.phone);
      const orgIds = [...new Set(chats.map((c) => c.orgId))];
      // By (organisation, number): the made-up numbers are unique, and no real patient can hold one.
      const patients = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(inArray(customers.orgId, orgIds), inArray(customers.phone, phones)));
      const ids = patients.map((p) => p.id);
      if (ids.length > 0) {
        await tx.delete(scheduledMessages).where(inArray(scheduledMessages.customerId, ids));
        // Their events go with them (on delete cascade).
        await tx.delete(appointments).where(inArray(appointments.customerId, ids));
        // Messages go with their conversation (on delete cascade).
        await tx.delete(conversations).where(inArray(conversations.customerId, ids));
        await tx.delete(customers).where(inArray(customers.id, ids));
      }
      await tx
        .delete(webhookInbox)
        .where(
          and(
            eq(webhookInbox.source, 'sandbox'),
            inArray(webhookInbox.orgId, orgIds),
            inArray(sql`${webhookInbox.payload}->>'from'`, phones),
          ),
        );
      await tx.delete(demoChats).where(
        inArray(
          demoChats.tokenHash,
          chats.map((c) => c.tokenHash),
        ),
      );
      return chats.length;
    });
    cleared += count;
    if (count < BATCH) return cleared;
  }
}

/**
 * The sweep in the server's periodic work: at start, then every quarter of an hour, on the app's
 * clock. `stop` waits for a sweep under way, so the database is never closed beneath it.
 */
export function startDemoSweeper(deps: { db: Db; now: () => Date; log: FastifyBaseLogger }) {
  let running: Promise<number> | undefined;
  const sweep = (): Promise<number> => {
    running ??= sweepDemoChats(deps.db, deps.now())
      .then((cleared) => {
        if (cleared > 0) deps.log.info({ cleared }, 'demo chats older than a day cleared');
        return cleared;
      })
      .catch((err: unknown) => {
        deps.log.error({ err }, 'clearing old demo chats failed; the next sweep tries again');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  void sweep();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
