import {
  type Config,
  configInputFields,
  DomainError,
  normalizeConfig,
  refineConfigInput,
  safeString,
  weeklyHoursOf,
  z,
} from '@recepta/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { configs, messageTemplates } from '../../db/schema/index.ts';
import { emit } from '../../events/bus.ts';
import { publishConfigChange } from '../../realtime/conversation-events.ts';

const configWire = z.object({
  openTime: z.string(),
  closeTime: z.string(),
  increment: z.number(),
  allowedDurations: z.array(z.number()),
  palette: z.array(z.string()),
  themeMode: z.enum(['auto', 'light', 'dark']),
  reminderFrequencies: z.array(z.number()),
  weeklyHours: z.array(z.array(z.object({ open: z.string(), close: z.string() }))),
  reminderTemplates: z.array(z.object({ offsetMin: z.number(), templateId: z.string() })),
});

// Unknown fields are refused (400) rather than dropped; orgId is the original client's habit.
const configBody = configInputFields
  .extend({ orgId: safeString().max(64).optional() })
  .strict()
  .superRefine(refineConfigInput);

export async function readConfig(db: Db, orgId: string): Promise<Config> {
  const [row] = await db.select().from(configs).where(eq(configs.orgId, orgId));
  return normalizeConfig(row ?? {});
}

/**
 * The config on the wire (docs/api.md#config): weeklyHours always spelled out, seven days, and beside it
 * openTime/closeTime, the week's span, for clients that only know one range.
 */
export function configOut(config: Config): z.infer<typeof configWire> {
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
  const s = scoped.withTypeProvider<ZodTypeProvider>();
  const tags = ['config'];
  const querystring = z.object({ orgId: safeString().max(64).optional() });
  s.get(
    '/config',
    { config: { access: 'catalog.read' }, schema: { tags, querystring, response: { 200: configWire } } },
    async (request) => configOut(await readConfig(db, request.orgId)),
  );
  s.post(
    '/config',
    {
      config: { access: 'config.write' },
      schema: { tags, querystring, body: configBody, response: { 200: configWire } },
    },
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
