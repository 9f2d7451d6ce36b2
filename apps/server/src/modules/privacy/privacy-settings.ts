import {
  countryPrivacy,
  describePeriod,
  type Period,
  type PrivacySettingsInput,
  type PrivacySettingsWire,
  privacyNotice,
} from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orgPrivacy } from '../../db/schema/index.ts';
import { changesBetween, recordAudit } from '../audit/record-audit.ts';
import { readOrgPrivacy } from './privacy-country.ts';

const period = (p: Period) => ({ ...p, text: describePeriod(p) });

/** GET /privacy: the defaults that apply to the organisation and its notice, filled in. */
export async function readPrivacySettings(db: Db, orgId: string): Promise<PrivacySettingsWire> {
  const privacy = await readOrgPrivacy(db, orgId);
  const c = countryPrivacy[privacy.country];
  return {
    country: privacy.country,
    chosen: privacy.chosen,
    fromLocation: privacy.fromLocation,
    countryName: c.name,
    law: c.law,
    authority: c.authority,
    deadlines: {
      access: period(c.deadlines.access),
      rectification: period(c.deadlines.rectification),
      erasure: period(c.deadlines.erasure),
      objection: period(c.deadlines.objection),
    },
    retention: { ...c.retention },
    registration: c.registration,
    marketingNeedsConsent: c.marketingNeedsConsent,
    sources: [...c.sources],
    noticeFields: privacy.notice,
    notice: privacyNotice(privacy.country, privacy.notice),
  };
}

/** PUT /privacy: choose the country (null: back to the first location's) and fill the notice. */
export async function updatePrivacySettings(
  db: Db,
  orgId: string,
  input: PrivacySettingsInput,
  now: Date,
): Promise<PrivacySettingsWire> {
  const set = { country: input.country, updatedAt: now, ...(input.notice ? { notice: input.notice } : {}) };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ country: orgPrivacy.country, notice: orgPrivacy.notice })
      .from(orgPrivacy)
      .where(eq(orgPrivacy.orgId, orgId))
      .for('update');
    await tx
      .insert(orgPrivacy)
      .values({ orgId, ...set })
      .onConflictDoUpdate({ target: orgPrivacy.orgId, set });
    const changes = changesBetween(
      { country: before?.country ?? null, notice: before?.notice ?? {} },
      { country: set.country, ...(input.notice ? { notice: input.notice } : {}) },
      ['country', 'notice'],
    );
    if (changes) {
      await recordAudit(tx, { orgId, action: 'privacy.changed', target: { kind: 'organization', id: orgId }, changes });
    }
  });
  return readPrivacySettings(db, orgId);
}
