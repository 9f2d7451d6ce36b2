import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppointmentStatus, codeTemplate, seedTemplates } from '@recepta/domain';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from './client.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import { appointments, customers, locations, messageTemplates, orgs, resources, services } from './schema/index.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function seedOrg(name: string) {
  const { db } = database;
  const [org] = await db.insert(orgs).values({ name }).returning();
  const [location] = await db
    .insert(locations)
    .values({ orgId: org!.id, name: 'Sede', tz: 'America/Costa_Rica' })
    .returning();
  const [resource] = await db
    .insert(resources)
    .values({ orgId: org!.id, locationId: location!.id, name: 'Dra. Ana' })
    .returning();
  const [service] = await db
    .insert(services)
    .values({ orgId: org!.id, name: 'Limpieza dental', durationMin: 30 })
    .returning();
  const [customer] = await db
    .insert(customers)
    .values({ orgId: org!.id, name: 'Luis', phone: '+50688887777' })
    .returning();
  return { org: org!, location: location!, resource: resource!, service: service!, customer: customer! };
}

function appt(
  o: Awaited<ReturnType<typeof seedOrg>>,
  start: string,
  end: string,
  status: AppointmentStatus = 'pending',
) {
  return {
    orgId: o.org.id,
    locationId: o.location.id,
    resourceId: o.resource.id,
    serviceId: o.service.id,
    customerId: o.customer.id,
    startsAt: new Date(start),
    endsAt: new Date(end),
    status,
  };
}

/** The SQLSTATE of a failed statement, whichever driver raised it. */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

describe('migrations', () => {
  it('change nothing when run again', async () => {
    const count = async () =>
      (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0];
    const tables = async () =>
      (
        await database.db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
        )
      ).rows;
    const before = { migrations: await count(), tables: await tables() };
    await migrateDatabase(database);
    await migrateDatabase(database);
    expect({ migrations: await count(), tables: await tables() }).toEqual(before);
    expect(before.tables.length).toBeGreaterThanOrEqual(18);
  });
});

describe('database guards', () => {
  it('refuses two live appointments of one resource that overlap, and frees the slot when cancelled', async () => {
    const o = await seedOrg('Clínica Uno');
    await database.db.insert(appointments).values(appt(o, '2026-11-23T15:00:00Z', '2026-11-23T15:30:00Z'));
    // exclusion_violation
    expect(
      await sqlState(
        database.db.insert(appointments).values(appt(o, '2026-11-23T15:15:00Z', '2026-11-23T15:45:00Z', 'CONFIRMED')),
      ),
    ).toBe('23P01');
    // Back to back is not an overlap: ranges are half-open.
    await database.db.insert(appointments).values(appt(o, '2026-11-23T15:30:00Z', '2026-11-23T16:00:00Z'));
    // A cancelled appointment does not hold its slot.
    await database.db.insert(appointments).values(appt(o, '2026-11-23T15:00:00Z', '2026-11-23T15:30:00Z', 'cancelled'));
  });

  it('refuses a reference into another organisation', async () => {
    const a = await seedOrg('Clínica A');
    const b = await seedOrg('Clínica B');
    // foreign_key_violation: org A's appointment pointing at org B's resource
    expect(
      await sqlState(
        database.db
          .insert(appointments)
          .values({ ...appt(a, '2026-11-24T15:00:00Z', '2026-11-24T15:30:00Z'), resourceId: b.resource.id }),
      ),
    ).toBe('23503');
  });

  it('refuses an appointment that ends before it starts', async () => {
    const o = await seedOrg('Clínica Dos');
    expect(
      await sqlState(database.db.insert(appointments).values(appt(o, '2026-11-23T15:00:00Z', '2026-11-23T14:00:00Z'))),
    ).toBe('23514');
  });
});

describe('migration 0031 (the booking page’s messages)', () => {
  it('gives the seeded reminders never sent to Meta the manage link, leaves approved or edited ones, and makes the code an authentication template', async () => {
    const o = await seedOrg('Clínica Migrada');
    // The texts every organisation was seeded with before 0031.
    const old24 =
      'Hola {{1}}, te recordamos tu cita de {{2}} el {{3}} con {{4}} en {{5}}. ¿Nos confirmas tu asistencia? Si no deseas recibir más mensajes, responde SALIR.';
    const old2 =
      'Hola {{1}}, tu cita de {{2}} es hoy, {{3}}, con {{4}} en {{5}}. ¡Te esperamos! Si no deseas recibir más mensajes, responde SALIR.';
    const other = await seedOrg('Clínica Aprobada');
    await database.db.insert(messageTemplates).values([
      { orgId: o.org.id, name: 'reminder_24h', category: 'Utility', text: old24, status: 'ready' },
      { orgId: o.org.id, name: 'reminder_2h', category: 'Utility', text: `${old2} Gracias.`, status: 'ready' },
      {
        orgId: o.org.id,
        name: 'codigo_reserva',
        category: 'Utility',
        text: '{{1}} es tu código para reservar en {{2}}.',
      },
      {
        orgId: other.org.id,
        name: 'reminder_2h',
        category: 'Utility',
        text: old2,
        status: 'ready',
        metaTemplateId: '77',
      },
    ]);
    const file = readFileSync(join(migrationsFolder, '0031_booking_messages.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
    const rows = await database.db
      .select({
        org: messageTemplates.orgId,
        name: messageTemplates.name,
        category: messageTemplates.category,
        text: messageTemplates.text,
      })
      .from(messageTemplates)
      .where(inArray(messageTemplates.orgId, [o.org.id, other.org.id]));
    const of = (org: string, name: string) => rows.find((r) => r.org === org && r.name === name)!;
    expect(of(o.org.id, 'reminder_24h').text).toBe(seedTemplates.find((t) => t.name === 'reminder_24h')!.text);
    // Edited by staff, or approved by Meta as it stands: not ours to change.
    expect(of(o.org.id, 'reminder_2h').text).toBe(`${old2} Gracias.`);
    expect(of(other.org.id, 'reminder_2h').text).toBe(old2);
    expect(of(o.org.id, 'codigo_reserva')).toMatchObject({ category: 'Authentication', text: codeTemplate.text });
  });
});
