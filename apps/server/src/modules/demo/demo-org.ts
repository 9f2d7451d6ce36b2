import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEMO_ORG_SETTING, demoAccount } from '../../db/demo-data.ts';
import { appSettings, channels, memberships, orgs, users } from '../../db/schema/index.ts';

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
  return whatsapp ? undefined : org;
}
