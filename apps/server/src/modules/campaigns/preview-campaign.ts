import type { CampaignPreview, CampaignPreviewInput } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketingConsentRequired } from '../privacy/privacy-country.ts';
import { audienceSql } from './audience.ts';
import { campaignTemplate } from './campaign-template.ts';

const SAMPLE = 10;

/** POST /campaigns/preview: how many patients a campaign would reach, and some of them. */
export async function previewCampaign(
  db: Db,
  orgId: string,
  input: CampaignPreviewInput,
  now: Date,
): Promise<CampaignPreview> {
  await campaignTemplate(db, orgId, input.templateId);
  const audience = audienceSql(orgId, input.inactiveDays, now, await marketingConsentRequired(db, orgId));
  const [count, sample] = await Promise.all([
    db.execute(sql`select count(*)::int as n from (${audience}) x`),
    db.execute(sql`select id, name, phone from (${audience}) x limit ${SAMPLE}`),
  ]);
  return {
    count: Number(count.rows[0]?.n ?? 0),
    sample: sample.rows.map((r) => ({ id: String(r.id), name: String(r.name), phone: String(r.phone) })),
  };
}
