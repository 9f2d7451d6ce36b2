import { currencyForZone, type InitOrgInput, seedTemplates } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { configs, locations, memberships, messageTemplates, orgs, resources, services } from '../../db/schema/index.ts';
import { emit } from '../../events/bus.ts';

/**
 * Sets up an organisation in one transaction: the org, its first location, the default agenda
 * config (column defaults hold the documented values, docs/product.md#configuration), the seeded message templates, and the caller
 * as its member; and its first weekly report (docs/product.md#weekly-report); and, when the form
 * named them, its first professional and service.
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
    await emit(tx, { type: 'org.created', at: now.getTime(), orgId: org.id });
    // The first steps given in the same form (docs/product.md#first-steps). A dark teal with white
    // text reads on the agenda's cards in light and dark, as the quick-start form's.
    if (input.professional) {
      await tx.insert(resources).values({
        orgId: org.id,
        locationId: location!.id,
        name: input.professional,
        backgroundColor: '#0f766e',
        textColor: '#ffffff',
      });
    }
    if (input.service) await tx.insert(services).values({ orgId: org.id, name: input.service, durationMin: 30 });
    return {
      org: { ...org, tz: location!.tz, currency: currencyForZone(location!.tz), demo: false },
      location: location!,
    };
  });
}
