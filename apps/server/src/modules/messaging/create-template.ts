import type { TemplateInput } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import { rethrowNameTaken } from './name-taken.ts';
import { storedButtons, type TemplateWire, templateColumns, toTemplateWire } from './template-rows.ts';

/** A new template starts as a draft: it is usable only once sent and approved. */
export async function createTemplate(db: Db, orgId: string, input: TemplateInput): Promise<TemplateWire> {
  const [row] = await db
    .insert(messageTemplates)
    .values({
      orgId,
      name: input.name,
      category: input.category,
      text: input.text,
      language: input.language,
      buttons: storedButtons(input.buttons),
      status: 'draft',
    })
    .returning(templateColumns)
    .catch(rethrowNameTaken);
  return toTemplateWire(row!);
}
