import { currencyForZone, DomainError, type OrgWire, type RenameOrgInput } from '@recepta/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEMO_ORG_SETTING } from '../../db/demo-data.ts';
import { appSettings, orgs } from '../../db/schema/index.ts';
import { firstLocationZone } from '../catalog/org-zone.ts';

const columns = { id: orgs.id, name: orgs.name, currency: orgs.currency };

/**
 * The organisation as the API states it, with its zone: the one the server reads org-wide things
 * in (Today, daily blocks, phone country), so screens need not guess it from the locations list;
 * and its currency, the one chosen or else its zone's country's; and whether it is the demo clinic
 * (the panel marks it "Demo", docs/product.md#admin-shell).
 */
export async function withZone(db: Db, orgId: string, org: { id: string; name: string; currency: string | null }) {
  const tz = (await firstLocationZone(db, orgId)) ?? null;
  const [demo] = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(and(eq(appSettings.key, DEMO_ORG_SETTING), eq(appSettings.value, orgId)));
  return {
    id: org.id,
    name: org.name,
    tz,
    currency: org.currency ?? currencyForZone(tz),
    demo: demo !== undefined,
  } satisfies OrgWire;
}

export async function getOrg(db: Db, orgId: string) {
  const [org] = await db.select(columns).from(orgs).where(eq(orgs.id, orgId));
  if (!org) throw new DomainError('not_found');
  return withZone(db, orgId, org);
}

export async function renameOrg(db: Db, orgId: string, input: RenameOrgInput) {
  const [org] = await db
    .update(orgs)
    .set({ name: input.name, ...(input.currency ? { currency: input.currency } : {}), updatedAt: new Date() })
    .where(eq(orgs.id, orgId))
    .returning(columns);
  if (!org) throw new DomainError('not_found');
  return withZone(db, orgId, org);
}
