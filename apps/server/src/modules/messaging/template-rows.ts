import { templateCategories, templateStatuses } from '@recepta/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { messageTemplates } from '../../db/schema/index.ts';

/** A template on the wire (docs/api.md#messaging). */
export const templateWire = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(templateCategories),
  text: z.string(),
  status: z.enum(templateStatuses),
});
export type TemplateWire = z.infer<typeof templateWire>;

export const templateColumns = {
  id: messageTemplates.id,
  name: messageTemplates.name,
  category: messageTemplates.category,
  text: messageTemplates.text,
  status: messageTemplates.status,
};

/** The columns are plain text in the table; its check constraints hold them to these values. */
export function toTemplateWire(row: { id: string; name: string; category: string; text: string; status: string }) {
  return row as TemplateWire;
}

/** One template of this organisation: another organisation's id matches nothing. */
export const templateOf = (orgId: string, id: string) =>
  and(eq(messageTemplates.id, id), eq(messageTemplates.orgId, orgId));
