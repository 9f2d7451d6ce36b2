import { randomUUID } from 'node:crypto';
import {
  addDays,
  defaultConsentWording,
  instantToZoned,
  mondayOf,
  parseHHMM,
  seedTemplates,
  zonedToInstant,
} from '@recepta/domain';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import {
  DEMO_ORG_SETTING,
  demoAccount,
  demoConversations,
  demoCustomers,
  demoDayPattern,
  demoFormerPatients,
  demoOrg,
  demoResources,
  demoServices,
  demoWeeklyHours,
} from './demo-data.ts';
import {
  accounts,
  appointments,
  appSettings,
  blocks,
  configs,
  consentEvents,
  conversations,
  customers,
  locations,
  memberships,
  messages,
  messageTemplates,
  orgs,
  resources,
  services,
  users,
} from './schema/index.ts';

/**
 * Seeds the demo organisation on a first start (no organisation yet), so that `npm start` shows a
 * working clinic: resources, services, customers, a week of appointments around `now`, two blocks,
 * templates, conversations, and a demo account. Does nothing when any organisation exists.
 */
export async function seedDemo(db: Db, now: Date): Promise<{ seeded: boolean }> {
  const existing = await db.execute(sql`select 1 from orgs limit 1`);
  if (existing.rows.length > 0) return { seeded: false };
  const passwordHash = await hashPassword(demoAccount.password);

  await db.transaction(async (tx) => {
    const userId = randomUUID();
    await tx
      .insert(users)
      .values({ id: userId, email: demoAccount.email, name: demoAccount.name, emailVerified: true });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
    const orgId = await insertDemoClinic(tx, now);
    // The public demo chat talks to this organisation (modules/demo/demo-org.ts).
    await tx
      .insert(appSettings)
      .values({ key: DEMO_ORG_SETTING, value: orgId })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: orgId } });
    await tx.insert(memberships).values({ orgId, userId });
  });
  return { seeded: true };
}

/**
 * The demo clinic itself, without any account: the seed above adds the demo account to it, and the
 * public demo creates one on its own when the seed is off (modules/demo/demo-org.ts). Returns its id.
 */
export async function insertDemoClinic(tx: Db, now: Date): Promise<string> {
  const [org] = await tx.insert(orgs).values({ name: demoOrg.name }).returning();
  const orgId = org!.id;
  const [location] = await tx
    .insert(locations)
    .values({ orgId, name: demoOrg.locationName, tz: demoOrg.tz })
    .returning();
  await tx.insert(configs).values({ orgId, weeklyHours: demoWeeklyHours });
  await tx.insert(messageTemplates).values(seedTemplates.map((x) => ({ ...x, orgId })));

  const res = await tx
    .insert(resources)
    .values(demoResources.map((r) => ({ ...r, orgId, locationId: location!.id })))
    .returning();
  const svc = await tx
    .insert(services)
    .values(demoServices.map((s) => ({ ...s, orgId })))
    .returning();
  const cust = await tx
    .insert(customers)
    .values(demoCustomers.map((c) => ({ ...c, orgId })))
    .returning();

  // Lunch for everyone, every day; and a training session for one professional this Wednesday.
  const today = instantToZoned(now.getTime(), demoOrg.tz).date;
  const monday = mondayOf(today);
  const wednesday = addDays(monday, 2);
  await tx.insert(blocks).values([
    { orgId, resourceId: null, startTime: '12:00', endTime: '13:00', reason: 'Almuerzo' },
    {
      orgId,
      resourceId: res[1]!.id,
      startsAt: new Date(zonedToInstant(wednesday, 15 * 60, demoOrg.tz)),
      endsAt: new Date(zonedToInstant(wednesday, 17 * 60, demoOrg.tz)),
      reason: 'Capacitación',
    },
  ]);

  const rows: (typeof appointments.$inferInsert)[] = [];
  let n = 0;
  for (let day = 0; day < 6; day++) {
    const date = addDays(monday, day);
    demoDayPattern.forEach((pattern, r) => {
      pattern.forEach(([time, serviceIndex], i) => {
        // Saturdays are half days, and a few slots stay free so the agenda has room to work.
        const minutes = parseHHMM(time)!;
        if (day === 5 && minutes >= 12 * 60) return;
        if ((day + i + r) % 4 === 0) return;
        // The Wednesday training blocks Dr. Méndez from 15:00 to 17:00.
        if (day === 2 && r === 1 && minutes >= 14 * 60 + 30) return;
        const service = svc[serviceIndex]!;
        const start = zonedToInstant(date, minutes, demoOrg.tz);
        const end = start + service.durationMin * 60_000;
        const past = end <= now.getTime();
        n += 1;
        const status = past ? (n % 9 === 0 ? 'no_show' : 'CONFIRMED') : n % 3 === 0 ? 'CONFIRMED' : 'pending';
        rows.push({
          orgId,
          locationId: location!.id,
          resourceId: res[r]!.id,
          serviceId: service.id,
          customerId: cust[n % cust.length]!.id,
          startsAt: new Date(start),
          endsAt: new Date(end),
          status,
          note: n % 5 === 0 ? 'Primera visita' : '',
        });
      });
    });
  }
  await tx.insert(appointments).values(rows);

  // Former patients, with one attended visit months ago: a campaign has someone to invite back.
  const former = await tx
    .insert(customers)
    .values(demoFormerPatients.map((p) => ({ orgId, name: p.name, phone: p.phone })))
    .returning();
  await tx.insert(appointments).values(
    demoFormerPatients.map((p, i) => {
      const start = zonedToInstant(addDays(today, -p.daysAgo), 10 * 60, demoOrg.tz);
      const service = svc[p.service]!;
      return {
        orgId,
        locationId: location!.id,
        resourceId: res[i % res.length]!.id,
        serviceId: service.id,
        customerId: former[i]!.id,
        startsAt: new Date(start),
        endsAt: new Date(start + service.durationMin * 60_000),
        status: 'CONFIRMED' as const,
        createdAt: new Date(start - 7 * 86_400_000),
      };
    }),
  );

  // They accepted campaigns at reception, so the demo's campaign reaches them (docs/privacy.md#consent).
  await tx.insert(consentEvents).values(
    former.map((p, i) => ({
      orgId,
      customerId: p.id,
      purpose: 'marketing' as const,
      granted: true,
      via: 'reception' as const,
      wording: defaultConsentWording.marketing.granted,
      at: new Date(zonedToInstant(addDays(today, -demoFormerPatients[i]!.daysAgo), 10 * 60, demoOrg.tz)),
    })),
  );

  for (const c of demoConversations) {
    const last = new Date(now.getTime() - c.minutesAgo * 60_000);
    const [conv] = await tx
      .insert(conversations)
      .values({
        orgId,
        customerId: cust[c.customer]!.id,
        waId: cust[c.customer]!.phone.replace(/^\+/, ''),
        // The demo's threads end with the patient's or the receptionist's words minutes ago: the
        // 24-hour window is open, as it would be on a live channel.
        lastInboundAt: last,
        lastMessageAt: last,
        createdAt: last,
      })
      .returning();
    await tx.insert(messages).values(
      c.messages.map(([direction, body], i) => ({
        orgId,
        conversationId: conv!.id,
        direction,
        author: direction === 'in' ? ('patient' as const) : ('assistant' as const),
        status: direction === 'in' ? 'delivered' : 'read',
        body,
        // Spread the thread over the minutes before its last message.
        sentAt: new Date(last.getTime() - (c.messages.length - 1 - i) * 3 * 60_000),
      })),
    );
  }
  return orgId;
}
