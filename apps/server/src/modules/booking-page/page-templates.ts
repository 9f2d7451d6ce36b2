import { bookingConfirmationTemplate, codeTemplate } from '@recepta/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels, messageTemplates } from '../../db/schema/index.ts';

type PageTemplate = typeof codeTemplate | typeof bookingConfirmationTemplate;

/**
 * The booking page's own templates, created when first needed: the code (Meta's Authentication
 * category) and the booking's confirmation (Utility). Ready at once on the sandbox (it has no
 * reviewer); on a WhatsApp channel a draft that staff submit for Meta's approval in Plantillas —
 * they appear there when the page is saved — and until Meta approves it such a message is not
 * sent (the dispatcher drops it with "plantilla no aprobada").
 */
export async function ensurePageTemplate(tx: Db, orgId: string, template: PageTemplate): Promise<string> {
  const find = async () =>
    (
      await tx
        .select({ id: messageTemplates.id })
        .from(messageTemplates)
        .where(and(eq(messageTemplates.orgId, orgId), eq(messageTemplates.name, template.name)))
    )[0]?.id;
  const found = await find();
  if (found) return found;
  const [channel] = await tx.select({ kind: channels.kind }).from(channels).where(eq(channels.orgId, orgId));
  const sandbox = (channel?.kind ?? 'sandbox') === 'sandbox';
  const [created] = await tx
    .insert(messageTemplates)
    .values({
      orgId,
      name: template.name,
      category: template.category,
      text: template.text,
      status: sandbox ? 'ready' : 'draft',
    })
    .onConflictDoNothing()
    .returning({ id: messageTemplates.id });
  // Two first visitors at once: the other insert won; its row is the one.
  return created?.id ?? (await find())!;
}

/** Both page templates, so staff can submit them before the first visitor needs them. */
export async function ensurePageTemplates(tx: Db, orgId: string): Promise<void> {
  await ensurePageTemplate(tx, orgId, codeTemplate);
  await ensurePageTemplate(tx, orgId, bookingConfirmationTemplate);
}
