import { currencyForZone, type InitOrgInput, seedTemplates } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { configs, locations, memberships, messageTemplates, orgs } from '../../db/schema/index.ts';
import { planWeeklyReports } from '../reports/plan-weekly-reports.ts';

/**
 * Sets up an organisation in one transaction: the org, its first location, the default agenda
 * config (column defaults hold the documented values, docs/product.md#configuration), the seeded message templates, and the caller
 * as its member; and its first weekly report (docs/product.md#weekly-report).
 */
export async function initOrg(db: Db, userId: string, input: InitOrgInput, now: Date) {
  return db.transaction(async (tx) => {
    const [org] = await tx.insert(orgs).values({ name: input.name }).returning({ id: orgs.id, name: orgs.name });
    if (!org) throw new Error('org insert returned nothing');
    const [location] = await tx
      .insert(locations)
      .values({ orgId: org.id, name: input.locationName, tz: input.tz })
      .returning({ id: locations.id, name: locations.name, tz: locations.tz });
    await tx.insert(configs).values({ orgId: org.id });
    await tx.insert(messageTemplates).values(seedTemplates.map((t) => ({ ...t, orgId: org.id })));
    await tx.insert(memberships).values({ orgId: org.id, userId });
    await planWeeklyReports(tx, now, [org.id]);
    return {
      org: { ...org, tz: location!.tz, currency: currencyForZone(location!.tz), demo: false },
      location: location!,
    };
  });
}
