/**
 * The per-number rate limiter, checked on its own record: the moments it granted, on the
 * database's clock (the one timeline every instance shares). Wall-clock gaps between sends say
 * little on a busy machine; what the limiter promises is that no window of WINDOW_MS holds more
 * than `rate` grants, whichever instance asked, and that a grant read late is never used.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondConnection } from '../../../../test/second-connection.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { setUpClinic } from '../../scheduling/scheduling-fixtures.ts';
import { createSendRate, type RateClock, WINDOW_MS } from './send-rate.ts';

const RATE = 20;
let t: TestApp;
let second: Awaited<ReturnType<typeof secondConnection>>;

beforeAll(async () => {
  t = await createTestApp();
  second = await secondConnection(t.database);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** The most grants that fall in any window of `ms` (a window closed at its start, open at its end). */
function mostInAnyWindow(moments: number[], ms: number): number {
  const sorted = [...moments].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= ms) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

/** The test database with every statement the limiter sends counted. */
function countingStatements() {
  let n = 0;
  const db = new Proxy(t.database.db, {
    get(target, prop) {
      if (prop === 'execute') {
        return (query: Parameters<typeof target.execute>[0]) => {
          n++;
          return target.execute(query);
        };
      }
      return Reflect.get(target, prop, target);
    },
  });
  return { db, statements: () => n };
}

describe('the per-number send rate', () => {
  it(`grants at most ${RATE} in any window to one number, asked from two instances at once`, async () => {
    const { member } = await setUpClinic(t.app);
    const a = createSendRate(t.database.db, RATE);
    const b = createSendRate(second.database.db, RATE);
    const granted = await Promise.all(
      Array.from({ length: 3 * RATE + 5 }, (_, i) => (i % 2 === 0 ? a : b).take(member.orgId)),
    );
    const moments = granted.map(Number);
    expect(new Set(moments).size).toBe(3 * RATE + 5);
    expect(mostInAnyWindow(moments, WINDOW_MS)).toBe(RATE);
    // The sends spread over at least three windows: the limiter held the burst back.
    expect(Math.max(...moments) - Math.min(...moments)).toBeGreaterThanOrEqual(3 * WINDOW_MS);
  });

  it('counts each number apart', async () => {
    const one = (await setUpClinic(t.app)).member.orgId;
    const other = (await setUpClinic(t.app)).member.orgId;
    const slept: number[] = [];
    const clock: RateClock = { now: () => performance.now(), sleep: async (ms) => slept.push(ms) };
    const rate = createSendRate(t.database.db, 2, clock);
    await Promise.all([one, one, other, other].map((org) => rate.take(org)));
    // Two of each fit in their own windows: nobody waited for the other clinic.
    expect(slept).toEqual([]);
    const { rows } = await t.database.db.execute(
      sql`select org_id, cardinality(recent) as n from send_rate where org_id in (${one}::uuid, ${other}::uuid)`,
    );
    expect(rows.map((r) => Number(r.n))).toEqual([2, 2]);
  });

  it('gives back a grant read too late and asks again, so a late grant is never sent on', async () => {
    const { member } = await setUpClinic(t.app);
    // The first answer reaches the caller 120 ms after it asked (a busy event loop); the second in 1 ms.
    const readings = [0, 120, 1_000, 1_001];
    const clock: RateClock = { now: () => readings.shift() ?? 2_000, sleep: async () => {} };
    const granted = await createSendRate(t.database.db, RATE, clock).take(member.orgId);
    const { rows } = await t.database.db.execute(
      sql`select recent from send_rate where org_id = ${member.orgId}::uuid`,
    );
    // Only the grant that was used is counted: the late one went back to the window.
    expect(((rows[0]?.recent ?? []) as number[]).map(Number)).toEqual([granted]);
    expect(readings).toEqual([]);
  });

  it("asks the database at most twice per send when one instance's sends of a number wait together", async () => {
    const { member } = await setUpClinic(t.app);
    // Every statement the limiter sends; its clock never reads a grant as late, and sleeps for real.
    const { db: counted, statements } = countingStatements();
    const clock: RateClock = { now: () => 0, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };
    const rate = createSendRate(counted, 1, clock);
    const sends = 4;
    const granted = await Promise.all(Array.from({ length: sends }, () => rate.take(member.orgId)));
    expect(mostInAnyWindow(granted.map(Number), WINDOW_MS)).toBe(1);
    // The number's row once, then each send's grant and at most one refusal before it. Asking side
    // by side, the waiting sends were refused together again and again (14 statements here).
    expect(statements()).toBeLessThanOrEqual(1 + 2 * sends);
  });

  it("does not ask while this process's own grants fill the window: one statement per send", async () => {
    const { member } = await setUpClinic(t.app);
    const { db: counted, statements } = countingStatements();
    // The real clocks: the database's moments and this process's, which run at the same pace.
    const clock: RateClock = {
      now: () => performance.now(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    };
    const rate = createSendRate(counted, 2, clock);
    const sends = 5;
    const granted = await Promise.all(Array.from({ length: sends }, () => rate.take(member.orgId)));
    expect(mostInAnyWindow(granted.map(Number), WINDOW_MS)).toBe(2);
    // The number's row once, then each send's grant: the three that had to wait slept without asking.
    expect(statements()).toBe(1 + sends);
  });

  it('takes nothing without a limit', async () => {
    const { member } = await setUpClinic(t.app);
    expect(await createSendRate(t.database.db, Number.POSITIVE_INFINITY).take(member.orgId)).toBeNull();
  });
});
