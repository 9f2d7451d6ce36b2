import { defaultRefillSettings, type RefillSettings } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configs } from '../../db/schema/index.ts';

/** The organisation's refill settings (configs), or the domain's defaults when it has no config row. */
export async function loadRefillSettings(db: Db, orgId: string): Promise<RefillSettings> {
  const [row] = await db
    .select({
      enabled: configs.refillEnabled,
      waveSize: configs.refillWaveSize,
      holdMin: configs.refillHoldMin,
      maxChain: configs.refillMaxChain,
      minNoticeMin: configs.refillMinNoticeMin,
    })
    .from(configs)
    .where(eq(configs.orgId, orgId));
  return row ?? defaultRefillSettings;
}
