import { DomainError } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import { templateOf } from './template-rows.ts';

/** Deletes for good: nothing else points at a template (messages keep their own text). */
export async function deleteTemplate(db: Db, orgId: string, id: string): Promise<void> {
  const rows = await db.delete(messageTemplates).where(templateOf(orgId, id)).returning({ id: messageTemplates.id });
  if (rows.length === 0) throw new DomainError('not_found');
}
