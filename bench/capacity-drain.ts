/**
 * The capacity bench's reminder drain (issue 36, docs/capacity.md): 100 reminders per clinic (100,000
 * at a thousand clinics) all due at once — an hour's worth arriving in the same instant, the worst
 * case of "due in one hour" — sent by the instances' dispatchers over HTTP to the local fake of
 * Meta's Graph API, with one instance killed (SIGKILL) once half have gone. The fake posts each
 * send's status, as Meta does, to a living instance. Counted from what the fake received: sends a
 * second, the busiest sliding second of any one number against its limit, duplicates and losses;
 * and from the database, what was skipped and why. What the killed instance had claimed goes once
 * its lease has run out and the wait for Meta's status is over (send/claim-messages.ts), so the
 * last few come minutes after the rest.
 */
import pg from 'pg';
import type { ChildSend, FakeGraphProcess } from './lib/fake-graph-process.ts';
import { line } from './lib/measure.ts';
import { fmt, type Started } from './lib/server.ts';

export const REMINDERS_PER_CLINIC = 100;
/** The dispatcher's lease (dispatch/dispatcher.ts). */
const LEASE_MS = 60_000;

/** The reminders of each clinic's next appointments, every one due now; how many were planned. */
export async function planDueReminders(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query(`insert into scheduled_messages
        (org_id, kind, appointment_id, offset_min, customer_id, run_at, status)
      select a.org_id, 'reminder', a.id, 1440, a.customer_id, now(), 'scheduled'
      from (select a.*, row_number() over (partition by a.org_id order by a.starts_at, a.id) as k
            from appointments a
            -- With a patient to remind, as planning requires (the bench's bookings have none).
            where a.status in ('pending', 'CONFIRMED') and a.customer_id is not null
              and a.starts_at > now() + interval '1 day') a
      where a.k <= ${REMINDERS_PER_CLINIC}`);
    // Wake every instance's job runner now, as planning does on commit.
    await client.query(`select pg_notify('recepta_jobs', $1)`, [String(Date.now())]);
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** The most sends of one number inside any one second, over every number. */
function busiestSecond(sends: ChildSend[]): number {
  const byNumber = new Map<string, number[]>();
  for (const s of sends) {
    const list = byNumber.get(s.phoneNumberId) ?? [];
    list.push(s.at);
    byNumber.set(s.phoneNumberId, list);
  }
  let most = 0;
  for (const times of byNumber.values()) {
    times.sort((a, b) => a - b);
    let first = 0;
    for (let last = 0; last < times.length; last++) {
      while (times[last]! - times[first]! >= 1_000) first++;
      most = Math.max(most, last - first + 1);
    }
  }
  return most;
}

/**
 * Drains the planned reminders through `instances`, killing the first once half have been sent;
 * prints the figures. `load` is the bench's load-average printer.
 */
export async function drainWithKill(
  url: string,
  instances: Started[],
  fake: FakeGraphProcess,
  ratePerNumber: number,
  secret: string,
  load: () => string,
): Promise<{ killed: Started }> {
  // As Meta does, each accepted send is followed by its status, posted to an instance that lives
  // (behind one address, as a proxy gives): it settles what the killed instance had in flight.
  const webhook = `http://127.0.0.1:${instances[1]!.port}/api/whatsapp/webhook`;
  await fake.statuses({ url: webhook, secret });
  const t0 = Date.now();
  const planned = await planDueReminders(url);
  const sent = () => fake.count('reminder_24h', t0);
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  const killed = instances[0]!;
  let killedAt = 0;
  try {
    // Done when no plan is left and no reminder waits to be sent: the messages the killed instance
    // had claimed go once its leases expire, taken over by the others.
    const settled = async () => {
      const { rows } = await watcher.query<{ n: string }>(
        `select (select count(*) from scheduled_messages where kind = 'reminder' and status = 'scheduled')
           + (select count(*) from messages where purpose = 'reminder' and status = 'queued') as n`,
      );
      return Number(rows[0]!.n) === 0;
    };
    const limitMs = 30 * 60_000;
    for (;;) {
      if (!killedAt && (await sent()) >= planned / 2) {
        killed.child.kill('SIGKILL');
        killedAt = Date.now();
      }
      if (killedAt && (await settled())) break;
      if (Date.now() - t0 > limitMs) throw new Error(`drain stuck at ${await sent()} of ${planned}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (Date.now() - t0) / 1000;
    const reminders = (await fake.list(t0)).filter((s) => s.what === 'reminder_24h');
    const distinct = new Set(reminders.map((s) => `${s.phoneNumberId} ${s.to} ${s.params}`));
    const { rows: outcome } = await watcher.query<{ status: string; reason: string | null; n: string }>(
      `select status, reason, count(*) as n from scheduled_messages where kind = 'reminder' group by 1, 2 order by 3 desc`,
    );
    const { rows: messages } = await watcher.query<{ status: string; n: string }>(
      `select status, count(*) as n from messages where purpose = 'reminder' and status not in ('sent', 'delivered', 'read') group by 1`,
    );
    const skipped = [
      ...outcome.filter((o) => o.status !== 'sent').map((o) => `${o.n} ${o.status}${o.reason ? ` (${o.reason})` : ''}`),
      ...messages.map((m) => `${m.n} messages ${m.status}`),
    ].join(', ');
    // Sends until the killed instance's leases ran out (the two left at work, and no claim of the
    // dead one yet taken over), then everything settled: the dead one's claims go last.
    const leaseEnd = killedAt + LEASE_MS;
    const early = reminders.filter((r) => r.at < leaseEnd);
    const earlyEnd = Math.max(...early.map((r) => r.at));
    const s = (ms: number) => fmt((ms - t0) / 1000, 1);
    line(
      `${planned.toLocaleString('en')} reminders due at once, one instance killed at half`,
      `killed at ${s(killedAt)} s; ${early.length} sent by ${s(earlyEnd)} s (${fmt(early.length / ((earlyEnd - t0) / 1000))} sends/s) (load ${load()})`,
    );
    line(
      '  then',
      `the dead instance's claims after its lease (60 s) and the wait for Meta's status (120 s): all settled in ${fmt(seconds, 1)} s`,
    );
    line(
      'exactly once',
      `${reminders.length - distinct.size} duplicates, ${planned - distinct.size} not sent${skipped ? ` — ${skipped}` : ''}`,
    );
    line(
      'busiest second of one number',
      `${busiestSecond(reminders)} sends (limit ${ratePerNumber} a second per number)`,
    );
  } finally {
    await watcher.end();
  }
  return { killed };
}
