import { type Config, type ConfigWire, configApi, DomainError, normalizeConfig, weeklyHoursOf } from '@recepta/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { configs, messageTemplates } from '../../db/schema/index.ts';
import { emit } from '../../events/bus.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { publishConfigChange } from '../../realtime/conversation-events.ts';

export async function readConfig(db: Db, orgId: string): Promise<Config> {
  const [row] = await db.select().from(configs).where(eq(configs.orgId, orgId));
  return normalizeConfig(row ?? {});
}

/** The config on the wire (domain configWire): weeklyHours spelled out, reminderTemplates always a list. */
export function configOut(config: Config): ConfigWire {
  return { ...config, weeklyHours: weeklyHoursOf(config), reminderTemplates: config.reminderTemplates ?? [] };
}

/**
 * The templates chosen for reminder frequencies must be this organisation's, of category Utility
 * (WhatsApp sends reminders as utility messages). Whether they are approved is checked when each
 * reminder goes out: one approved later is used from then on.
 */
async function checkReminderTemplates(db: Db, orgId: string, choices: readonly { templateId: string }[]) {
  if (choices.length === 0) return;
  const found = await db
    .select({ id: messageTemplates.id, category: messageTemplates.category })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.orgId, orgId),
        inArray(
          messageTemplates.id,
          choices.map((c) => c.templateId),
        ),
      ),
    );
  const fields: Record<string, string> = {};
  choices.forEach((choice, i) => {
    const template = found.find((t) => t.id === choice.templateId);
    if (!template) fields[`reminderTemplates.${i}.templateId`] = 'Plantilla no encontrada';
    else if (template.category !== 'Utility') {
      fields[`reminderTemplates.${i}.templateId`] = 'Los recordatorios usan plantillas de categoría Utility';
    }
  });
  if (Object.keys(fields).length > 0) throw new DomainError('validation_failed', { fields });
}

/** GET and POST /config (docs/api.md#config); the answer is always normalised (docs/product.md#configuration). */
export function registerConfigRoutes(scoped: FastifyInstance, db: Db, now: () => Date): void {
  const tags = ['config'];
  contractRoute(
    scoped,
    configApi.get,
    { config: { access: 'catalog.read' }, tags, summary: 'The configuration, normalised' },
    async (request) => configOut(await readConfig(db, request.orgId)),
  );
  contractRoute(
    scoped,
    configApi.save,
    { config: { access: 'config.write' }, tags, summary: 'Replaces the configuration; answers it as stored' },
    async (request) => {
      // A body without weeklyHours (the old form) stores none: openTime–closeTime then holds every day.
      const config = normalizeConfig(request.body);
      // Template choices left out of the body (clients that do not know them) keep what is stored.
      const { reminderTemplates, ...rest } = config;
      const values = {
        ...rest,
        weeklyHours: config.weeklyHours ?? null,
        ...(reminderTemplates ? { reminderTemplates } : {}),
        updatedAt: now(),
      };
      await checkReminderTemplates(db, request.orgId, reminderTemplates ?? []);
      const saved = await db.transaction(async (tx) => {
        const before = await readConfig(tx, request.orgId);
        await tx
          .insert(configs)
          .values({ orgId: request.orgId, ...values })
          .onConflictDoUpdate({ target: configs.orgId, set: values });
        // New reminder frequencies re-plan the future appointments' reminders (a subscriber, docs/product.md#reminders).
        if (before.reminderFrequencies.join() !== config.reminderFrequencies.join()) {
          await emit(tx, {
            type: 'catalog.changed',
            at: values.updatedAt.getTime(),
            orgId: request.orgId,
            entity: 'config',
            changed: ['reminderFrequencies'],
          });
        }
        // Open panels reload it: Hoy's reminders note, the agenda's hours (docs/api.md#config).
        await publishConfigChange(tx, request.orgId);
        return readConfig(tx, request.orgId);
      });
      return configOut(saved);
    },
  );
}
