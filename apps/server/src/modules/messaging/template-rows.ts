import type { MessageTemplate } from '@recepta/domain';
import { and, eq } from 'drizzle-orm';
import { messageTemplates } from '../../db/schema/index.ts';

/** A template on the wire (docs/api.md#messaging): the contract's templateWire. */
export type TemplateWire = MessageTemplate;

export const templateColumns = {
  id: messageTemplates.id,
  name: messageTemplates.name,
  category: messageTemplates.category,
  text: messageTemplates.text,
  status: messageTemplates.status,
  language: messageTemplates.language,
  buttons: messageTemplates.buttons,
  rejectionReason: messageTemplates.rejectionReason,
};

type TemplateRow = {
  id: string;
  name: string;
  category: string;
  text: string;
  status: string;
  language: string;
  buttons: { id: string; title: string }[];
  rejectionReason: string | null;
};

/** The columns are plain text in the table; its check constraints hold them to these values. */
export function toTemplateWire(row: TemplateRow): TemplateWire {
  return {
    ...row,
    category: row.category as TemplateWire['category'],
    status: row.status as TemplateWire['status'],
    buttons: row.buttons.map((b) => b.title),
    rejectionReason: ['rejected', 'paused', 'disabled'].includes(row.status) ? row.rejectionReason : null,
  };
}

/** Titles as stored: each with the id its quick reply carries back. */
export function storedButtons(titles: readonly string[]): { id: string; title: string }[] {
  return titles.map((title, i) => ({ id: `b${i}`, title }));
}

/** One template of this organisation: another organisation's id matches nothing. */
export const templateOf = (orgId: string, id: string) =>
  and(eq(messageTemplates.id, id), eq(messageTemplates.orgId, orgId));
