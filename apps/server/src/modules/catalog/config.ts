import { type Config, configInputFields, normalizeConfig, safeString } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { configs } from '../../db/schema/index.ts';
import { replanOrgReminders } from '../reminders/plan-reminders.ts';

const configWire = z.object({
  openTime: z.string(),
  closeTime: z.string(),
  increment: z.number(),
  allowedDurations: z.array(z.number()),
  palette: z.array(z.string()),
  themeMode: z.enum(['auto', 'light', 'dark']),
  reminderFrequencies: z.array(z.number()),
});

// Unknown fields are refused (400) rather than dropped; orgId is the original client's habit.
const configBody = configInputFields.extend({ orgId: safeString().max(64).optional() }).strict();

export async function readConfig(db: Db, orgId: string): Promise<Config> {
  const [row] = await db.select().from(configs).where(eq(configs.orgId, orgId));
  return normalizeConfig(row ?? {});
}

/** GET and POST /config (docs/api.md#config); the answer is always normalised (docs/product.md#configuration). */
export function registerConfigRoutes(scoped: FastifyInstance, db: Db, now: () => Date): void {
  const s = scoped.withTypeProvider<ZodTypeProvider>();
  const tags = ['config'];
  const querystring = z.object({ orgId: safeString().max(64).optional() });
  s.get('/config', { schema: { tags, querystring, response: { 200: configWire } } }, async (request) =>
    readConfig(db, request.orgId),
  );
  s.post(
    '/config',
    { schema: { tags, querystring, body: configBody, response: { 200: configWire } } },
    async (request) => {
      const config = normalizeConfig(request.body);
      const values = { ...config, updatedAt: now() };
      await db.transaction(async (tx) => {
        const before = await readConfig(tx, request.orgId);
        await tx
          .insert(configs)
          .values({ orgId: request.orgId, ...values })
          .onConflictDoUpdate({ target: configs.orgId, set: values });
        // New reminder frequencies re-plan the future appointments' reminders (docs/product.md#reminders).
        if (before.reminderFrequencies.join() !== config.reminderFrequencies.join()) {
          await replanOrgReminders(tx, request.orgId, config.reminderFrequencies, values.updatedAt);
        }
      });
      return config;
    },
  );
}
