import { DomainError } from '@recepta/domain';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import { type TemplateWire, templateColumns, templateOf, toTemplateWire } from './template-rows.ts';

/**
 * 'Enviar a aprobación' (docs/product.md#templates): a draft or ready template becomes submitted. Sending one that
 * is already submitted changes nothing and answers it as it is, so a repeated click is harmless.
 */
export async function submitTemplate(db: Db, orgId: string, id: string, now: Date): Promise<TemplateWire> {
  const [submitted] = await db
    .update(messageTemplates)
    .set({ status: 'submitted', updatedAt: now })
    .where(and(templateOf(orgId, id), inArray(messageTemplates.status, ['draft', 'ready'])))
    .returning(templateColumns);
  if (submitted) return toTemplateWire(submitted);
  const [current] = await db.select(templateColumns).from(messageTemplates).where(templateOf(orgId, id));
  if (!current) throw new DomainError('not_found');
  return toTemplateWire(current);
}
