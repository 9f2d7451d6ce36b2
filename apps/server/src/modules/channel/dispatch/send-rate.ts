import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sendRate } from '../../../db/schema/index.ts';
import type { StatementWrite } from '../inbound/statuses.ts';

export interface RateClock {
  /** Monotonic milliseconds. */
  now(): number;
  sleep(ms: number): Promise<unknown>;
}

const wallClock: RateClock = { now: () => performance.now(), sleep: (ms) => sleep(ms) };

/**
 * A grant whose answer took longer than this to reach the send (a slow round trip, a busy event
 * loop that read it late) is given back and asked for again: sent now, it could join sends granted
 * after it. The limit doubles with each give-back (a busy machine gets slower answers) up to
 * FRESH_MOST_MS, which stays inside the window's margin.
 */
const STALE_MS = 50;
const FRESH_MOST_MS = 200;
/** On a machine that answers no grant within FRESH_MOST_MS this many times over, the send goes anyway. */
const GIVE_BACKS = 20;

/**
 * The window a number's `rate` sends are counted in: a second and a quarter, so that sends that
 * reach Meta up to 250 ms apart from when they were let go (the grant's way back, a busy event
 * loop between the grant and the request) still make no more than `rate` in any second Meta
 * counts. A tenth of a second was not enough with two cores fully busy beside the server (21 in a
 * second, 1 run in 3); the price is a burst sustained at `rate` / 1.25 a second.
 */
export const WINDOW_MS = 1250;

/**
 * The messages per second of one organisation's number, shared by every instance's dispatcher
 * (docs/decisions/0014-send-guards.md): a sliding window kept in the database. Each send, right
 * before it goes, asks for a place with one upsert on `send_rate`, which holds the moments (on the
 * database's clock, one timeline for every instance) of the number's last sends: granted while
 * fewer than `rate` of them fall in the last WINDOW_MS, otherwise it sleeps until the oldest leaves
 * the window and asks again. The grant is taken when the send goes, not planned ahead, so timers
 * that fire late (and together) on a busy machine cannot bunch sends up; and a grant read too long
 * after it was asked for (STALE_MS, growing to FRESH_MOST_MS) is given back and asked for again.
 * Infinity (or no limit) takes nothing.
 */
export function createSendRate(db: Db, perSecond: number, clock: RateClock = wallClock) {
  const limited = Number.isFinite(perSecond) && perSecond >= 1 && perSecond < 100_000;
  const most = Math.floor(perSecond);
  // The number's row exists before anyone asks (once per organisation and process): the ask below
  // locks it first, so it decides on the latest moments, not on its statement's snapshot.
  const ensured = new Set<string>();
  const ensure = async (orgId: string) => {
    if (ensured.has(orgId)) return;
    await db.execute(
      sql`insert into ${sendRate} (org_id, recent) values (${orgId}::uuid, '{}') on conflict do nothing`,
    );
    ensured.add(orgId);
  };
  // Granted or not is decided once, in `d`, and returned as such: comparing the stored moments with
  // the asker's (as this did before) read a refusal as a grant when the last grant fell in the same
  // millisecond, which PGlite's clock allows.
  const ask = async (orgId: string, alongside?: StatementWrite): Promise<{ wait: number; at: number }> => {
    await ensure(orgId);
    const result = await db.execute(sql`with cur as (
        select recent from ${sendRate} where org_id = ${orgId}::uuid for update
      ), t as (
        -- A microsecond past the last grant at least: each grant's moment is its own (PGlite's clock
        -- counts milliseconds), so a grant given back removes only itself.
        select greatest((extract(epoch from clock_timestamp()) * 1000)::float8,
          (select max(x) from cur, unnest(cur.recent) x) + 0.001) as now_ms
      ), d as (
        select t.now_ms,
          array(select x from unnest(cur.recent) x where x > t.now_ms - ${WINDOW_MS} order by x) as kept
        from cur, t
      ), g as (
        select now_ms, kept, cardinality(kept) < ${most} as granted from d
      ), w as (
        update ${sendRate} s set recent = g.kept || g.now_ms from g
        where s.org_id = ${orgId}::uuid and g.granted
      )${alongside ? sql`, ${alongside.ctes(sql`coalesce((select granted from g), false)`)}` : sql``}
      select granted, now_ms as at_ms,
        case when granted then 0 else kept[1] + ${WINDOW_MS} - now_ms end as wait_ms${alongside ? sql`, ${alongside.value} as alongside` : sql``}
      from g`);
    const row = result.rows[0];
    // No row: the organisation is gone, and its messages with it.
    if (!row) return { wait: 0, at: Number.NaN };
    return { wait: row.granted ? 0 : Math.max(0, Number(row.wait_ms)), at: Number(row.at_ms) };
  };
  const giveBack = (orgId: string, at: number) =>
    db.execute(sql`update ${sendRate} set recent = array_remove(recent, ${at}::float8) where org_id = ${orgId}::uuid`);
  // This process's own grants of each number: their moments (the database's clock) and when each
  // answer was read here. Other instances only add to the window, so when these alone fill it, the
  // database would refuse: the send sleeps till the oldest leaves instead of asking (a refusal is a
  // statement; a burst of replies above the rate drew one for about a third of its sends).
  const own = new Map<string, { at: number; read: number }[]>();
  const ownWait = (orgId: string): number => {
    const mine = own.get(orgId);
    if (!mine || mine.length < most) return 0;
    const last = mine[mine.length - 1]!;
    // The database's clock now, at the latest: its answers are read after they were written.
    const dbNow = last.at + (clock.now() - last.read);
    const inWindow = mine.filter((g) => g.at > dbNow - WINDOW_MS);
    own.set(orgId, inWindow);
    return inWindow.length >= most ? inWindow[inWindow.length - most]!.at + WINDOW_MS - dbNow : 0;
  };
  const granted = (orgId: string, at: number) => {
    if (Number.isNaN(at)) return;
    const mine = own.get(orgId) ?? [];
    mine.push({ at, read: clock.now() });
    own.set(orgId, mine.length > most ? mine.slice(-most) : mine);
  };
  const place = async (orgId: string, alongside: StatementWrite | undefined): Promise<number> => {
    // Once, before the first ask: after that the database's answers say how long to wait.
    const full = ownWait(orgId);
    if (full > 0) await clock.sleep(full + 1);
    for (let givenBack = 0; ; ) {
      const asked = clock.now();
      const { wait, at } = await ask(orgId, alongside);
      if (wait === 0) {
        const fresh = Math.min(STALE_MS * 2 ** givenBack, FRESH_MOST_MS);
        if (alongside || clock.now() - asked <= fresh || givenBack >= GIVE_BACKS) {
          granted(orgId, at);
          return at;
        }
        givenBack++;
        await giveBack(orgId, at);
        continue;
      }
      // A millisecond more: the oldest has left the window when asked again.
      await clock.sleep(wait + 1);
    }
  };
  // This process's askers of each number, one at a time: askers refused together slept until the
  // same moment and asked again together, and all but one were refused again, each refusal a
  // statement the database ran for nothing (docs/benchmarks.md#the-send-rates-askers-in-line).
  // Other instances still ask beside them; the database's row decides between them as before.
  const lines = new Map<string, Promise<unknown>>();
  return {
    /**
     * Waits for a place; answers the moment it was granted (the database's clock), null unlimited.
     * `alongside`: a send that is only a write (the sandbox's delivery record), made in the
     * statement that grants the place — one statement per send instead of two, and never a stale
     * grant, since that send happened at the grant.
     */
    async take(orgId: string, alongside?: StatementWrite): Promise<number | null> {
      if (!limited) {
        if (alongside) await db.execute(sql`with ${alongside.ctes(sql`true`)} select ${alongside.value} as alongside`);
        return null;
      }
      const mine = (lines.get(orgId) ?? Promise.resolve()).then(() => place(orgId, alongside));
      const done = mine.catch(() => {});
      lines.set(orgId, done);
      try {
        return await mine;
      } finally {
        if (lines.get(orgId) === done) lines.delete(orgId);
      }
    },
  };
}
