import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithOrg, type TestApp } from '../../../../test/test-app.ts';
import { createSendBudget } from './send-budget.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A clock that moves only when something sleeps on it. */
function steppedClock(startMs: number) {
  const waits: number[] = [];
  let now = startMs;
  return {
    waits,
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

describe('createSendBudget', () => {
  it('gives two instances together at most the rate per second, per organisation', async () => {
    const a = await signUpWithOrg(t.app, 'Budget A');
    const b = await signUpWithOrg(t.app, 'Budget B');
    const clock = steppedClock(1_800_000_000_250);
    // Two dispatchers (two budgets) on one database, 3 messages a second.
    const one = createSendBudget(t.database.db, 3, clock);
    const two = createSendBudget(t.database.db, 3, clock);
    for (const budget of [one, two, one]) await budget.take(a.orgId);
    expect(clock.waits).toEqual([]);
    // The fourth of the second waits for the next one; another organisation does not.
    await two.take(b.orgId);
    expect(clock.waits).toEqual([]);
    await two.take(a.orgId);
    expect(clock.waits).toEqual([750]);
    await one.take(a.orgId);
    await one.take(a.orgId);
    expect(clock.waits).toEqual([750]);
    await two.take(a.orgId);
    expect(clock.waits).toEqual([750, 1000]);
  });

  it('takes nothing without a limit', async () => {
    const clock = steppedClock(0);
    const budget = createSendBudget(t.database.db, Number.POSITIVE_INFINITY, clock);
    for (let i = 0; i < 10; i++) await budget.take('not-even-an-org');
    expect(clock.waits).toEqual([]);
  });
});
