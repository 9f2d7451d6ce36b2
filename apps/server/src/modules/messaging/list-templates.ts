import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import { type TemplateWire, templateColumns, toTemplateWire } from './template-rows.ts';

/** The organisation's templates, by name (a stable order the list and the tests can rely on). */
export async function listTemplates(db: Db, orgId: string): Promise<TemplateWire[]> {
  const rows = await db
    .select(templateColumns)
    .from(messageTemplates)
    .where(eq(messageTemplates.orgId, orgId))
    .orderBy(asc(messageTemplates.name));
  return rows.map(toTemplateWire);
}
