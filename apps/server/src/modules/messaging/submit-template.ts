import { codeTemplate, DomainError, exampleValues, templateVariableProblem } from '@recepta/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { ChannelService } from '../channel/channel-service.ts';
import { loadChannel } from '../channel/channel-store.ts';
import { GraphError } from '../channel/graph/graph-client.ts';
import { type TemplateWire, templateColumns, templateOf, toTemplateWire } from './template-rows.ts';

/**
 * "Enviar a aprobación" (docs/product.md#templates). On a WhatsApp channel the template goes to
 * Meta's review (submitted; the verdict comes by webhook); a sandbox has no reviewer, so a valid
 * template is approved at once. Sending one already submitted or ready changes nothing, so a
 * repeated click is harmless.
 */
export async function submitTemplate(
  db: Db,
  channel: ChannelService,
  orgId: string,
  id: string,
  now: Date,
): Promise<TemplateWire> {
  const [current] = await db
    .select({ ...templateColumns })
    .from(messageTemplates)
    .where(templateOf(orgId, id));
  if (!current) throw new DomainError('not_found');
  if (current.status === 'submitted' || current.status === 'ready') return toTemplateWire(current);
  const problem = templateVariableProblem(current.text);
  if (problem) throw new DomainError('validation_failed', { fields: { text: problem } });

  const target = await loadChannel(db, channel.tokenBox, orgId);
  let status = 'ready';
  let metaTemplateId: string | null = null;
  if (target.kind === 'whatsapp') {
    try {
      const head = {
        wabaId: target.wabaId,
        accessToken: target.accessToken,
        name: current.name,
        language: current.language,
      };
      const answer = await channel.graph.submitTemplate(
        // The booking page's code: Meta writes its text; ours only mirrors it for the inbox.
        current.category === 'Authentication'
          ? {
              ...head,
              category: 'AUTHENTICATION',
              codeExpirationMinutes: codeTemplate.expiryMinutes,
              copyButton: codeTemplate.copyButton,
            }
          : {
              ...head,
              category: current.category === 'Marketing' ? 'MARKETING' : 'UTILITY',
              text: current.text,
              examples: exampleValues(current.text),
              buttons: current.buttons.map((b) => b.title),
            },
      );
      metaTemplateId = answer.id;
      status = answer.status === 'APPROVED' ? 'ready' : 'submitted';
    } catch (err) {
      if (err instanceof GraphError) throw new DomainError('template_refused', undefined, err.message);
      throw err;
    }
  }
  const submitted = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(messageTemplates)
      .set({ status, metaTemplateId, rejectionReason: null, updatedAt: now })
      .where(
        and(
          eq(messageTemplates.orgId, orgId),
          eq(messageTemplates.id, id),
          inArray(messageTemplates.status, ['draft', 'rejected', 'paused', 'disabled']),
        ),
      )
      .returning(templateColumns);
    if (row) {
      await recordAudit(tx, {
        orgId,
        action: 'template.submitted',
        target: { kind: 'template', id },
        changes: { status: { before: current.status, after: status } },
      });
    }
    return row;
  });
  return toTemplateWire(submitted ?? current);
}
