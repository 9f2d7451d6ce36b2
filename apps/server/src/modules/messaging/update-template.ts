import { DomainError, type TemplateInput } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import { rethrowNameTaken } from './name-taken.ts';
import { type TemplateWire, templateColumns, templateOf, toTemplateWire } from './template-rows.ts';

/**
 * Saves name, category and text. WhatsApp approves a template as written, so any change to a
 * ready or submitted template sets it back to draft: the changed wording needs approval again.
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
  const unchanged = sql`${t.name} = ${input.name} and ${t.category} = ${input.category} and ${t.text} = ${input.text}`;
  const [row] = await db
    .update(t)
    .set({
      name: input.name,
      category: input.category,
      text: input.text,
      status: sql`case when ${unchanged} then ${t.status} else 'draft' end`,
      updatedAt: now,
    })
    .where(templateOf(orgId, id))
    .returning(templateColumns)
    .catch(rethrowNameTaken);
  if (!row) throw new DomainError('not_found');
  return toTemplateWire(row);
}
