import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from '../db/client.ts';
import { createWakeLoop, type LaneState, type WakeLoop } from './wake-loop.ts';

// One loop, two lanes: the behaviour the job runner and the channel's sending rely on when they
// share the instance's loop (docs/architecture.md#the-wake-loop).
const log = pino({ level: 'silent' });
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Resolves when `check` holds, looking again at each turn of the event loop. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

/** A lane's work: counts its rounds, can be held inside one, and is due when told. */
function work(name: string, channel: string) {
  let held: Promise<void> | undefined;
  let release: () => void = () => {};
  const w = {
    rounds: 0,
    holding: false,
    due: Number.POSITIVE_INFINITY,
    hold() {
      held = new Promise((r) => {
        release = r;
      });
    },
    release: () => release(),
    spec: {
      name,
      channel,
      round: async (_: LaneState) => {
        w.rounds++;
        if (held) {
          w.holding = true;
          await held;
          held = undefined;
          w.holding = false;
        }
      },
      nextDue: async () => w.due,
    },
  };
  return w;
}

describe('wake loop', () => {
  let loop: WakeLoop;
  afterAll(async () => {
    await loop?.close();
  });

  it('runs each lane apart: a lane held in a round does not hold a kick of the other', async () => {
    loop = createWakeLoop({ database, log, now: () => new Date(), listen: false });
    const slow = work('slow', 'test_wake_slow');
    const quick = work('quick', 'test_wake_quick');
    slow.hold();
    const slowLane = loop.register(slow.spec);
    const quickLane = loop.register(quick.spec);
    await until(() => slow.holding);
    const before = quick.rounds;
    quickLane.kick();
    await quickLane.idle();
    expect(quick.rounds).toBe(before + 1);
    expect(slow.holding).toBe(true);
    // A kick during the held round runs one more round after it, not one beside it.
    slowLane.kick();
    slowLane.kick();
    slow.release();
    await slowLane.idle();
    expect(slow.rounds).toBe(2);
    expect(loop.alive()).toBe(true);
  });

  it('wakes a lane when its next thing is due, and not the other', async () => {
    const t0 = Date.now();
    const timed = work('timed', 'test_wake_timed');
    const idle = work('idle', 'test_wake_idle');
    timed.due = t0 + 50;
    const l = createWakeLoop({ database, log, now: () => new Date(), listen: false });
    try {
      l.register(timed.spec);
      l.register(idle.spec);
      await until(() => timed.rounds >= 2);
      timed.due = Number.POSITIVE_INFINITY;
      expect(idle.rounds).toBe(1);
    } finally {
      await l.close();
    }
  });

  it('wakes the lane whose channel a NOTIFY names, on one LISTEN for both', async () => {
    const l = createWakeLoop({ database, log, now: () => new Date() });
    const one = work('one', 'test_wake_one');
    const two = work('two', 'test_wake_two');
    try {
      l.register(one.spec);
      l.register(two.spec);
      await until(() => one.rounds === 1 && two.rounds === 1);
      // The LISTEN starts on the next turn; NOTIFY until it is heard.
      while (two.rounds === 1) {
        await database.db.execute(sql`select pg_notify('test_wake_two', ${String(Date.now())})`);
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(one.rounds).toBe(1);
    } finally {
      await l.close();
    }
  });

  it('closes after the round under way and starts none after', async () => {
    const l = createWakeLoop({ database, log, now: () => new Date(), listen: false });
    const w = work('closing', 'test_wake_closing');
    w.hold();
    const lane = l.register(w.spec);
    await until(() => w.holding);
    const closing = l.close();
    lane.kick();
    w.release();
    await closing;
    expect(w.rounds).toBe(1);
    expect(lane.alive()).toBe(false);
    expect(l.alive()).toBe(false);
  });
});
