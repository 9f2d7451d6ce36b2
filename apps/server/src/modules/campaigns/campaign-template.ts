import { DomainError, templateVariables } from '@recepta/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';

/**
 * The template of a campaign: this organisation's, Marketing and approved (WhatsApp sends business
 * initiated promotions only with an approved Marketing template), with one value per variable when
 * `params` are given.
 */
export async function campaignTemplate(db: Db, orgId: string, templateId: string, params?: readonly string[]) {
  const [template] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.orgId, orgId), eq(messageTemplates.id, templateId)));
  if (!template) throw new DomainError('not_found', { field: 'templateId' }, 'Plantilla no encontrada');
  if (template.category !== 'Marketing') {
    throw new DomainError('validation_failed', { fields: { templateId: 'Elige una plantilla de Marketing' } });
  }
  if (template.status !== 'ready') throw new DomainError('template_not_ready');
  if (params && templateVariables(template.text).length !== params.length) {
    throw new DomainError('template_params_mismatch');
  }
  return template;
}
