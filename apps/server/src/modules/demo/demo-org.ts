import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEMO_ORG_SETTING, demoAccount, demoOrg } from '../../db/demo-data.ts';
import { appSettings, channels, memberships, orgs, users } from '../../db/schema/index.ts';
import { insertDemoClinic } from '../../db/seed-demo.ts';

export interface DemoOrg {
  orgId: string;
  name: string;
}

/**
 * The organisation the public demo talks to (docs/api.md#the-demo-chat): the one the demo seed
 * named in `app_settings` (DEMO_ORG_SETTING), or else the organisation of the seeded demo account —
 * a database seeded before the setting existed — and the setting is written then. Undefined when there is none, or when it was connected to a real WhatsApp number:
 * the visitors' made-up numbers must stay in the sandbox.
 */
export async function findDemoOrg(db: Db): Promise<DemoOrg | undefined> {
  return (await lookUpDemoOrg(db))?.org;
}

/**
 * What GET /demo says: the demo clinic, or the one startDemoChat would create (there is none yet),
 * or undefined when the one there is was connected to WhatsApp.
 */
export async function demoOrgName(db: Db): Promise<string | undefined> {
  const found = await lookUpDemoOrg(db);
  return found ? found.org?.name : demoOrg.name;
}

/**
 * The demo clinic, created on the first visitor's chat when there is none: a server with the demo
 * seed off (as on a public server) still shows the landing's demo, on a clinic of its own that no
 * account belongs to, apart from the real clinics' data (docs/product.md#demo-chat).
 */
export async function ensureDemoOrg(db: Db, now: Date): Promise<DemoOrg | undefined> {
  const found = await lookUpDemoOrg(db);
  if (found) return found.org;
  const created = await db
    .transaction(async (tx) => {
      // Two first visitors at once take turns here, and the second finds the first one's clinic.
      // Without the lock, on PostgreSQL the second's claim below judged "names no organisation any
      // more" from a snapshot taken before the first committed, and took the setting over: two
      // demo clinics (seen once in demo.test.ts).
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_ORG_LOCK})`);
      if (await lookUpDemoOrg(tx)) throw new LostDemoRace();
      const orgId = await insertDemoClinic(tx, now);
      // Two first visitors at once: the one whose claim of the setting loses rolls its clinic back.
      // A setting that names no organisation any more is taken over.
      const [claimed] = await tx
        .insert(appSettings)
        .values({ key: DEMO_ORG_SETTING, value: orgId })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value: orgId },
          setWhere: sql`not exists (select 1 from ${orgs} where ${orgs.id}::text = ${appSettings.value})`,
        })
        .returning({ value: appSettings.value });
      if (!claimed) throw new LostDemoRace();
      return orgId;
    })
    .catch((err: unknown) => {
      if (err instanceof LostDemoRace) return undefined;
      throw err;
    });
  return created ? { orgId: created, name: demoOrg.name } : findDemoOrg(db);
}

class LostDemoRace extends Error {}

// Any fixed number: the key of the lock that makes the demo clinic's creation one at a time.
const DEMO_ORG_LOCK = 7_301_991;

/** Undefined when there is no demo organisation at all; `org` undefined when it is on WhatsApp. */
async function lookUpDemoOrg(db: Db): Promise<{ org: DemoOrg | undefined } | undefined> {
  const [named] = await db
    .select({ orgId: orgs.id, name: orgs.name })
    .from(appSettings)
    .innerJoin(orgs, sql`${orgs.id}::text = ${appSettings.value}`)
    .where(eq(appSettings.key, DEMO_ORG_SETTING));
  let org: DemoOrg | undefined = named;
  if (!org) {
    const [owned] = await db
      .select({ orgId: orgs.id, name: orgs.name })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .innerJoin(orgs, eq(orgs.id, memberships.orgId))
      .where(eq(users.email, demoAccount.email))
      .orderBy(orgs.createdAt)
      .limit(1);
    if (!owned) return undefined;
    org = owned;
    await db
      .insert(appSettings)
      .values({ key: DEMO_ORG_SETTING, value: org.orgId })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: org.orgId } });
  }
  const [whatsapp] = await db
    .select({ kind: channels.kind })
    .from(channels)
    .where(and(eq(channels.orgId, org.orgId), eq(channels.kind, 'whatsapp')));
  return { org: whatsapp ? undefined : org };
}
