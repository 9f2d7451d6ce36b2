import { defaultRefillSettings, type RefillSettings, type RefillSettingsInput } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configs } from '../../db/schema/index.ts';
import type { OrgActor } from '../../http/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';

const columns = {
  enabled: configs.refillEnabled,
  waveSize: configs.refillWaveSize,
  holdMin: configs.refillHoldMin,
  maxChain: configs.refillMaxChain,
  minNoticeMin: configs.refillMinNoticeMin,
  autoNoShowAfterMin: configs.autoNoShowAfterMin,
};

/** The organisation's refill settings (configs), or the domain's defaults when it has no config row. */
export async function loadRefillSettings(db: Db, orgId: string): Promise<RefillSettings> {
  const [row] = await db.select(columns).from(configs).where(eq(configs.orgId, orgId));
  return row ?? defaultRefillSettings;
}

/**
 * PUT /refill/settings (docs/api.md#refill-settings): saves every field at once, audited with the
 * fields that changed. Turning automatic no-shows on stamps `auto_no_show_since`, so appointments
 * that ended before are never marked; turning them off clears it.
 */
export async function saveRefillSettings(
  db: Db,
  who: OrgActor,
  input: RefillSettingsInput,
  now: Date,
): Promise<RefillSettings> {
  const { orgId } = who;
  return db.transaction(async (tx) => {
    // The row is locked so two saves at once do not both read "off" and stamp two different moments.
    await tx.insert(configs).values({ orgId }).onConflictDoNothing();
    const [before] = await tx
      .select({ ...columns, since: configs.autoNoShowSince })
      .from(configs)
      .where(eq(configs.orgId, orgId))
      .for('update');
    const on = input.autoNoShowAfterMin !== null;
    const since = on ? (before?.since ?? now) : null;
    await tx
      .update(configs)
      .set({
        refillEnabled: input.enabled,
        refillWaveSize: input.waveSize,
        refillHoldMin: input.holdMin,
        refillMaxChain: input.maxChain,
        refillMinNoticeMin: input.minNoticeMin,
        autoNoShowAfterMin: input.autoNoShowAfterMin,
        autoNoShowSince: since,
        updatedAt: now,
      })
      .where(eq(configs.orgId, orgId));
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const key of Object.keys(columns) as (keyof RefillSettings)[]) {
      if (before?.[key] !== input[key]) changes[key] = { before: before?.[key] ?? null, after: input[key] };
    }
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        orgId,
        actor: who.actor,
        action: 'refill_settings.updated',
        target: { kind: 'org', id: orgId },
        changes,
      });
    }
    const [saved] = await tx.select(columns).from(configs).where(eq(configs.orgId, orgId));
    return saved!;
  });
}
