import type { AddressInfo } from 'node:net';
import { type ReportSummary, weeklyReportLines } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runDue } from '../../../test/run-due.ts';
import { secondConnection } from '../../../test/second-connection.ts';
import { asMember, createAppOn, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { memberships } from '../../db/schema/index.ts';
import { createMailer, type Mail } from '../../mail/mailer.ts';
import { planWeeklyReports } from './plan-weekly-reports.ts';
import { addAppointment, type ReportClinic, reportClinic } from './reports-fixtures.ts';
import { weeklySkipReasons } from './send-weekly-reports.ts';

// A test clock for everything (planning, the dispatcher, the figures); a second instance on the same
// database (its own pool on PostgreSQL) with its own mailer.
let clock = new Date('2026-10-28T17:00:00Z'); // Wednesday 28 October 2026, 13:00 in New York (EDT)
let t: TestApp;
let second: Awaited<ReturnType<typeof secondConnection>>;
let appB: FastifyInstance;
const mailsB: Mail[] = [];
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  second = await secondConnection(t.database);
  appB = await createAppOn(second.database, {
    now: () => clock,
    mailer: {
      async send(mail) {
        mailsB.push(mail);
      },
    },
  });
});
afterAll(async () => {
  await appB.close();
  await second.close();
  await t.close();
});

async function dispatch(...apps: FastifyInstance[]) {
  await runDue(...apps);
}

const mailsTo = (email: string) => [...t.mails, ...mailsB].filter((m) => m.to === email);

async function emailOf(clinic: ReportClinic): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: clinic.cookie } });
  return res.json().user.email as string;
}

async function setting(api: ReturnType<typeof asMember>) {
  const res = await api.get('/api/reports/weekly-mail');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { enabled: boolean; nextSendAt: string | null };
}

async function weeklyRows(orgId: string) {
  const { rows } = await db().execute(sql`select week_of::text as week_of, status, reason, run_at
    from scheduled_messages where org_id = ${orgId} and kind = 'weekly_report' order by week_of`);
  return rows.map((r) => ({
    weekOf: String(r.week_of),
    status: String(r.status),
    reason: r.reason as string | null,
    runAt: new Date(r.run_at as string).toISOString(),
  }));
}

/** A second member of the clinic's organisation, signed in. */
async function addMember(clinic: ReportClinic) {
  const user = await signUp(t.app);
  await db().insert(memberships).values({ orgId: clinic.orgId, userId: user.userId });
  return { ...user, api: asMember(t.app, { cookie: user.cookie, orgId: clinic.orgId }) };
}

describe('the weekly report by mail', () => {
  let ny: ReportClinic;
  let mx: ReportClinic;

  it('is planned for Monday 08:00 in each organisation’s zone when it is set up', async () => {
    ny = await reportClinic(t.app, 'America/New_York', 'Clínica Nueva York');
    mx = await reportClinic(t.app, 'America/Mexico_City', 'Clínica México');
    // New York falls back on Sunday 1 November: 08:00 EST on the 2nd is 13:00 UTC (not EDT's 12:00).
    expect(await setting(ny.api)).toEqual({ enabled: true, nextSendAt: '2026-11-02T08:00:00-05:00' });
    expect(await setting(mx.api)).toEqual({ enabled: true, nextSendAt: '2026-11-02T08:00:00-06:00' });
    expect(await weeklyRows(ny.orgId)).toEqual([
      { weekOf: '2026-11-02', status: 'scheduled', reason: null, runAt: '2026-11-02T13:00:00.000Z' },
    ]);
  });

  it('mails last week (a DST week) against the week before at 08:00 local, once, and plans the next', async () => {
    // Week of 26 October to 1 November in New York (169 hours: the clock goes back on the 1st).
    await addAppointment(db(), ny, { start: '2026-10-26T04:00:00Z', status: 'CONFIRMED', bookedBy: 'assistant' }); // Mon 00:00 EDT
    await addAppointment(db(), ny, { start: '2026-11-01T06:30:00Z', status: 'no_show', service: 'limpieza' }); // the second 01:30
    await addAppointment(db(), ny, { start: '2026-11-02T04:30:00Z', status: 'cancelled' }); // Sun 23:30 EST
    await addAppointment(db(), ny, { start: '2026-10-28T15:00:00Z', service: 'limpieza' }); // attended by Monday
    // The week before, and this Monday 00:00 EST (next week's report).
    await addAppointment(db(), ny, { start: '2026-10-26T03:59:00Z', status: 'no_show' }); // Sun 25 Oct 23:59 EDT
    await addAppointment(db(), ny, { start: '2026-10-20T14:00:00Z', status: 'CONFIRMED', service: 'limpieza' });
    await addAppointment(db(), ny, { start: '2026-11-02T05:00:00Z', status: 'CONFIRMED' });
    const nyEmail = await emailOf(ny);
    const mxEmail = await emailOf(mx);

    clock = new Date('2026-11-02T12:59:59Z');
    await dispatch(t.app);
    expect(mailsTo(nyEmail)).toHaveLength(0);

    clock = new Date('2026-11-02T13:00:00Z');
    await dispatch(t.app);
    expect(mailsTo(nyEmail)).toHaveLength(1);
    expect(mailsTo(mxEmail)).toHaveLength(0);
    const mail = mailsTo(nyEmail)[0]!;
    expect(mail.subject).toBe('Reporte semanal de Clínica Nueva York: 4 citas, $130.50 en ingresos esperados');
    expect(mail.text).toContain('del 26 de octubre al 1 de noviembre de 2026');
    expect(mail.text).toContain('Citas: 4 (semana anterior: 2; cambio: +100 %)');
    expect(mail.text).toContain('Canceladas: 1 (semana anterior: 0; cambio: Nuevo)');
    expect(mail.text).toContain('No asistieron: 1 (semana anterior: 1; cambio: Sin cambio)');
    expect(mail.text).toContain('Agendadas por el asistente: 1 (semana anterior: 0; cambio: Nuevo)');
    expect(mail.html).toContain(
      '<td style="padding:6px 10px;border-bottom:1px solid #e2e8f0;text-align:right;font-weight:bold">4</td>',
    );
    // The Reports screen's own figures: the summary of the same week gives every line of the mail.
    const res = await ny.api.get(
      `/api/reports/summary?from=${encodeURIComponent('2026-10-26T00:00:00-04:00')}&to=${encodeURIComponent('2026-11-02T00:00:00-05:00')}&groupBy=week`,
    );
    const summary = res.json() as ReportSummary;
    for (const line of weeklyReportLines(summary.totals, summary.previous.totals, 'USD')) {
      expect(mail.text).toContain(
        `${line.label}: ${line.current} (semana anterior: ${line.previous}; cambio: ${line.change})`,
      );
    }

    // Mexico City's 08:00 is an hour later.
    clock = new Date('2026-11-02T14:00:00Z');
    await dispatch(t.app);
    expect(mailsTo(mxEmail)).toHaveLength(1);
    expect(mailsTo(mxEmail)[0]!.text).toContain('Citas: 0 (semana anterior: 0; cambio: Sin cambio)');

    // Sent once; the next is Monday 9 November at 08:00 EST.
    await dispatch(t.app, appB);
    expect(mailsTo(nyEmail)).toHaveLength(1);
    expect(await weeklyRows(ny.orgId)).toEqual([
      { weekOf: '2026-11-02', status: 'sent', reason: null, runAt: '2026-11-02T13:00:00.000Z' },
      { weekOf: '2026-11-09', status: 'scheduled', reason: null, runAt: '2026-11-09T13:00:00.000Z' },
    ]);
    expect((await setting(ny.api)).nextSendAt).toBe('2026-11-09T08:00:00-05:00');
  });

  it('lets each member switch it off, and skips a week when nobody wants it', async () => {
    const clinic = await reportClinic(t.app, 'America/Mexico_City', 'Clínica Opción');
    const owner = await emailOf(clinic);
    const member = await addMember(clinic);

    expect((await member.api.put('/api/reports/weekly-mail', { enabled: 'no' })).statusCode).toBe(400);
    const off = await member.api.put('/api/reports/weekly-mail', { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, nextSendAt: '2026-11-09T08:00:00-06:00' });
    expect((await setting(member.api)).enabled).toBe(false);
    // Per member: the owner still gets it.
    expect((await setting(clinic.api)).enabled).toBe(true);

    clock = new Date('2026-11-09T14:00:00Z');
    await dispatch(t.app);
    expect(mailsTo(owner)).toHaveLength(1);
    expect(mailsTo(member.email)).toHaveLength(0);

    expect((await clinic.api.put('/api/reports/weekly-mail', { enabled: false })).statusCode).toBe(200);
    clock = new Date('2026-11-16T14:00:00Z');
    await dispatch(t.app);
    expect(mailsTo(owner)).toHaveLength(1);
    const rows = await weeklyRows(clinic.orgId);
    expect(rows.find((r) => r.weekOf === '2026-11-16')).toMatchObject({
      status: 'skipped',
      reason: weeklySkipReasons.nobody,
    });
    expect(rows.at(-1)).toMatchObject({ weekOf: '2026-11-23', status: 'scheduled' });

    // Switched on again, it comes the next Monday.
    expect((await member.api.put('/api/reports/weekly-mail', { enabled: true })).json().enabled).toBe(true);
    clock = new Date('2026-11-23T14:00:00Z');
    await dispatch(t.app);
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it('is not for API keys, and another organisation’s switch is out of reach', async () => {
    const key = await ny.api.post(`/api/orgs/${ny.orgId}/api-keys`, { name: 'Integración' });
    expect(key.statusCode, key.body).toBe(201);
    const asKey = await t.app.inject({
      method: 'GET',
      url: '/api/reports/weekly-mail',
      headers: { authorization: `Bearer ${key.json().key}` },
    });
    expect(asKey.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/weekly-mail?orgId=${mx.orgId}`,
      headers: { cookie: ny.cookie },
      payload: { enabled: false },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await setting(mx.api)).enabled).toBe(true);
  });

  it('mails each organisation once a week when two instances plan and dispatch at once', async () => {
    clock = new Date('2026-11-24T12:00:00Z');
    const clinics = await Promise.all(
      Array.from({ length: 6 }, (_, i) => reportClinic(t.app, 'America/Mexico_City', `Clínica Doble ${i}`)),
    );
    const emails = await Promise.all(clinics.map(emailOf));
    // Both instances start at once and each plans every organisation missing a plan.
    await db().execute(sql`delete from scheduled_messages where kind = 'weekly_report' and status = 'scheduled'`);
    await Promise.all([planWeeklyReports(db(), clock), planWeeklyReports(second.database.db, clock)]);
    for (const clinic of clinics) {
      expect(await weeklyRows(clinic.orgId)).toEqual([
        { weekOf: '2026-11-30', status: 'scheduled', reason: null, runAt: '2026-11-30T14:00:00.000Z' },
      ]);
    }

    clock = new Date('2026-11-30T14:00:00Z');
    await dispatch(t.app, appB);
    // A NOTIFY may start another round on either instance: wait until everyone had theirs…
    await vi.waitFor(
      () => {
        for (const email of emails) expect(mailsTo(email).length, email).toBeGreaterThan(0);
      },
      { timeout: 60_000, interval: 50 },
    );
    // …then let both run again: nobody got a second one, and each has one plan for next week.
    await dispatch(t.app, appB);
    for (const email of emails) expect(mailsTo(email), email).toHaveLength(1);
    for (const clinic of clinics) {
      expect((await weeklyRows(clinic.orgId)).map((r) => [r.weekOf, r.status])).toEqual([
        ['2026-11-30', 'sent'],
        ['2026-12-07', 'scheduled'],
      ]);
    }
  });
});

describe('the weekly report through SMTP', () => {
  let server: SMTPServer;
  let smtp: TestApp;
  const received: { to: string[]; data: string }[] = [];
  const refuse = new Set<string>();

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, done) {
        if (refuse.has(address.address)) return done(new Error('Buzón lleno'));
        done();
      },
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    clock = new Date('2026-11-25T12:00:00Z');
    smtp = await createTestApp({
      now: () => clock,
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Recepta <no-reply@recepta.test>',
        outboxDir: '/nonexistent',
        log: pino({ level: 'silent' }),
      }),
    });
  });
  afterAll(async () => {
    await smtp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends HTML with a text alternative, and retries only the member whose mail failed', async () => {
    const clinic = await reportClinic(smtp.app, 'America/Bogota', 'Clínica Bogotá');
    const owner = (await smtp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: clinic.cookie } })).json()
      .user.email as string;
    const other = await signUp(smtp.app);
    await smtp.database.db.insert(memberships).values({ orgId: clinic.orgId, userId: other.userId });
    refuse.add(other.email);

    clock = new Date('2026-11-30T13:00:00Z'); // Monday 08:00 in Bogotá (UTC−5)
    await dispatch(smtp.app);
    const to = (email: string) => received.filter((r) => r.to.includes(email));
    expect(to(owner)).toHaveLength(1);
    expect(to(other.email)).toHaveLength(0);
    const data = to(owner)[0]!.data;
    expect(data).toMatch(/Content-Type: multipart\/alternative/);
    expect(data).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(data).toMatch(/Content-Type: text\/html; charset=utf-8/);
    // The report is written; the refused mail is a job of its own, waiting for its retry.
    const { rows } = await smtp.database.db.execute(
      sql`select status, last_error, run_at from jobs where name = 'mail' and payload->>'to' = ${other.email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('waiting');
    expect(String(rows[0]!.last_error)).toMatch(/recipients/);
    expect(new Date(rows[0]!.run_at as string).toISOString()).toBe('2026-11-30T13:10:00.000Z');

    // Ten minutes later, the mailbox has room: only the member who missed it gets it.
    refuse.delete(other.email);
    clock = new Date('2026-11-30T13:10:00Z');
    await dispatch(smtp.app);
    expect(to(other.email)).toHaveLength(1);
    expect(to(owner)).toHaveLength(1);
    const after = await smtp.database.db.execute(
      sql`select week_of::text as week_of, status from scheduled_messages where org_id = ${clinic.orgId} and kind = 'weekly_report' order by week_of`,
    );
    expect(after.rows.map((r) => [r.week_of, r.status])).toEqual([
      ['2026-11-30', 'sent'],
      ['2026-12-07', 'scheduled'],
    ]);
  });
});
