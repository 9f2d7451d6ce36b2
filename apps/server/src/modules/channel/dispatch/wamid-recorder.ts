import type { Db } from '../../../db/client.ts';
import { recordWamids } from '../inbound/statuses.ts';

/** Accepted sends recorded together: up to this many… */
const BATCH = 32;
/** …or whatever arrived within this long. */
const WAIT_MS = 10;

/**
 * Collects the wamids Meta gave a round's sends and records them in groups (one transaction of
 * three statements per group instead of six statements per message): on the embedded database the
 * recording, not Meta, bounds how fast reminders go out. Each `add` resolves once its group is
 * committed; a failed group rejects its adds, and their leases make a later round try again.
 */
export function createWamidRecorder(db: Db) {
  let pending: { id: string; wamid: string; done: () => void; fail: (err: unknown) => void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const group = pending;
    pending = [];
    if (group.length === 0) return;
    try {
      await db.transaction((tx) => recordWamids(tx, group));
      for (const item of group) item.done();
    } catch (err) {
      for (const item of group) item.fail(err);
    }
  };
  return {
    add(id: string, wamid: string): Promise<void> {
      return new Promise<void>((done, fail) => {
        pending.push({ id, wamid, done, fail });
        if (pending.length >= BATCH) void flush();
        else timer ??= setTimeout(() => void flush(), WAIT_MS);
      });
    },
  };
}
