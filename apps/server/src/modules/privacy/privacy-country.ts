import {
  countryForZone,
  countryPrivacy,
  instantToZoned,
  type NoticeFields,
  type PrivacyCountry,
  privacyCountryOf,
} from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orgPrivacy } from '../../db/schema/index.ts';
import { firstLocationZone } from '../catalog/org-zone.ts';

export interface OrgPrivacy {
  /** The country whose defaults apply. */
  country: PrivacyCountry;
  /** What the clinic chose, or null when the first location decides. */
  chosen: PrivacyCountry | null;
  /** What the first location's zone says. */
  fromLocation: PrivacyCountry;
  notice: NoticeFields;
  /** The first location's zone (UTC without one): dates of deadlines and holds are counted in it. */
  zone: string;
}

/**
 * The organisation's privacy country (docs/privacy.md#country): the one it chose, else the country
 * of its first location's zone, else the generic defaults. There is no country column on locations
 * or orgs: the zone is what a location stores, so the country is derived from it.
 */
export async function readOrgPrivacy(db: Db, orgId: string): Promise<OrgPrivacy> {
  const [[row], zone] = await Promise.all([
    db.select().from(orgPrivacy).where(eq(orgPrivacy.orgId, orgId)),
    firstLocationZone(db, orgId),
  ]);
  const fromLocation = privacyCountryOf(countryForZone(zone));
  const chosen = row?.country ? privacyCountryOf(row.country) : null;
  return { country: chosen ?? fromLocation, chosen, fromLocation, notice: row?.notice ?? {}, zone: zone ?? 'UTC' };
}

/** Today's date in the organisation's zone ('YYYY-MM-DD'). */
export function localDate(now: Date, zone: string): string {
  return instantToZoned(now.getTime(), zone).date;
}

/** Whether campaigns need a patient's marketing consent in this organisation's country (docs/privacy.md#consent). */
export async function marketingConsentRequired(db: Db, orgId: string): Promise<boolean> {
  return countryPrivacy[(await readOrgPrivacy(db, orgId)).country].marketingNeedsConsent;
}
