import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from '../db/client.ts';
import { appointmentEvents, appointments, locations, orgs, resources, services } from '../db/schema/index.ts';
import { parseChangeNotice, publishAppointmentChange, purgeOldEvents } from './publish.ts';

let database: Database;
let orgId: string;
let appointmentId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [org] = await db.insert(orgs).values({ name: 'Org' }).returning();
  orgId = org!.id;
  const [location] = await db.insert(locations).values({ orgId, name: 'Sede', tz: 'UTC' }).returning();
  const [resource] = await db.insert(resources).values({ orgId, name: 'R', locationId: location!.id }).returning();
  const [service] = await db.insert(services).values({ orgId, name: 'S' }).returning();
  const [appt] = await db
    .insert(appointments)
    .values({
      orgId,
      locationId: location!.id,
      resourceId: resource!.id,
      serviceId: service!.id,
      startsAt: new Date('2026-11-23T15:00:00Z'),
      endsAt: new Date('2026-11-23T15:30:00Z'),
    })
    .returning();
  appointmentId = appt!.id;
});
afterAll(async () => {
  await database.close();
});

describe('publishAppointmentChange', () => {
  it('gives increasing event ids and records where a moved appointment was', async () => {
    const prev = { startsAt: new Date('2026-11-20T15:00:00Z'), endsAt: new Date('2026-11-20T15:30:00Z') };
    const first = await database.db.transaction((tx) => publishAppointmentChange(tx, { orgId, appointmentId }));
    const second = await database.db.transaction((tx) => publishAppointmentChange(tx, { orgId, appointmentId, prev }));
    expect(second).toBeGreaterThan(first);
    const rows = await database.db.select().from(appointmentEvents).where(sql`${appointmentEvents.id} = ${second}`);
    expect(rows[0]).toMatchObject({ orgId, appointmentId, prevStartsAt: prev.startsAt, prevEndsAt: prev.endsAt });
  });

  it('records nothing when the transaction rolls back', async () => {
    const before = await database.db.select().from(appointmentEvents);
    await expect(
      database.db.transaction(async (tx) => {
        await publishAppointmentChange(tx, { orgId, appointmentId });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await database.db.select().from(appointmentEvents)).toEqual(before);
  });

  it('purges events older than a day and keeps the rest', async () => {
    const kept = await database.db.transaction((tx) => publishAppointmentChange(tx, { orgId, appointmentId }));
    await database.db.execute(
      sql`update appointment_events set created_at = now() - interval '25 hours' where id <> ${kept}`,
    );
    await purgeOldEvents(database.db);
    const left = await database.db.select({ id: appointmentEvents.id }).from(appointmentEvents);
    expect(left).toEqual([{ id: kept }]);
  });

  it("keeps an organisation's newest event however old, so its agenda version never goes back", async () => {
    await database.db.transaction((tx) => publishAppointmentChange(tx, { orgId, appointmentId }));
    const newest = await database.db.transaction((tx) => publishAppointmentChange(tx, { orgId, appointmentId }));
    await database.db.execute(sql`update appointment_events set created_at = now() - interval '25 hours'`);
    await purgeOldEvents(database.db);
    const left = await database.db.select({ id: appointmentEvents.id }).from(appointmentEvents);
    expect(left).toEqual([{ id: newest }]);
  });
});

describe('parseChangeNotice', () => {
  it('reads well-formed notices and ignores anything else', () => {
    expect(parseChangeNotice('{"o":"a","a":"b","e":3}')).toEqual({ o: 'a', a: 'b', e: 3 });
    expect(parseChangeNotice('{"o":"a","a":"b","e":"3"}')).toBeUndefined();
    expect(parseChangeNotice('not json')).toBeUndefined();
  });
});
