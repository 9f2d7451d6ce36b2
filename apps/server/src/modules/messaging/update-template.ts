import { DomainError, type TemplateInput } from '@recepta/domain';
import { and, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import { rethrowNameTaken } from './name-taken.ts';
import { storedButtons, type TemplateWire, templateColumns, templateOf, toTemplateWire } from './template-rows.ts';

/**
 * Saves name, category, text, language and buttons. WhatsApp approves a template as written, so any
 * change to a ready, submitted or rejected template sets it back to draft: the changed wording needs approval again.
 * Saving it unchanged keeps its status. Decided in one statement, so no read can go stale.
 */
export async function updateTemplate(
  db: Db,
  orgId: string,
  id: string,
  input: TemplateInput,
  now: Date,
): Promise<TemplateWire> {
  const t = messageTemplates;
  const buttons = storedButtons(input.buttons);
  const unchanged = sql`${t.name} = ${input.name} and ${t.category} = ${input.category} and ${t.text} = ${input.text}
    and ${t.language} = ${input.language} and ${t.buttons} = ${JSON.stringify(buttons)}::jsonb`;
  const [row] = await db
    .update(t)
    .set({
      name: input.name,
      category: input.category,
      text: input.text,
      language: input.language,
      buttons,
      status: sql`case when ${unchanged} then ${t.status} else 'draft' end`,
      updatedAt: now,
    })
    // The code's template is Meta's Authentication category, with Meta's own text: not staff's to rewrite.
    .where(and(templateOf(orgId, id), ne(t.category, 'Authentication')))
    .returning(templateColumns)
    .catch(rethrowNameTaken);
  if (!row) {
    const [locked] = await db.select({ id: t.id }).from(t).where(templateOf(orgId, id));
    if (locked) {
      throw new DomainError('validation_failed', {
        fields: { text: 'WhatsApp define el texto de la plantilla del código: no se puede cambiar' },
      });
    }
    throw new DomainError('not_found');
  }
  return toTemplateWire(row);
}
