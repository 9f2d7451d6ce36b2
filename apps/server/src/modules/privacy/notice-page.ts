import { privacyNotice } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bookingPages, orgs } from '../../db/schema/index.ts';
import { type Html, html, layout } from '../../http/page-html.ts';
import { readOrgPrivacy } from './privacy-country.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** No script, inline styles, any site may link it. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

/** The public address of an organisation's privacy notice, as the receptionist links it. */
export function privacyNoticeUrl(publicUrl: string, orgId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/privacidad/${orgId}`;
}

/** The notice's plain text (privacyNotice) as HTML: `#` its title, `##` its sections, the rest paragraphs. */
function noticeBody(text: string): { title: string; body: Html } {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const title = (lines.find((l) => l.startsWith('# ')) ?? '# Aviso de privacidad').slice(2);
  const parts = lines
    .filter((l) => !l.startsWith('# '))
    .map((l) => (l.startsWith('## ') ? html`<h2>${l.slice(3)}</h2>` : html`<p>${l}</p>`));
  return { title, body: html`${parts}` };
}

/**
 * PUBLIC — GET /privacidad/{orgId} (docs/privacy.md#privacy-notice): the organisation's notice,
 * its country's template filled with what the clinic entered, server-rendered in the booking
 * page's style (its colour when it has one). Linked in the receptionist's first reply.
 */
export function privacyNoticeRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    app.get('/privacidad/:orgId', { config: { access: 'public' } }, async (request, reply) => {
      const orgId = String((request.params as { orgId?: string }).orgId ?? '').toLowerCase();
      const [org] = UUID.test(orgId)
        ? await deps.db
            .select({ name: orgs.name, color: bookingPages.color })
            .from(orgs)
            .leftJoin(bookingPages, eq(bookingPages.orgId, orgs.id))
            .where(eq(orgs.id, orgId))
        : [];
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', PAGE_CSP)
        .header('referrer-policy', 'same-origin');
      if (!org) {
        return reply.status(404).send(
          layout({
            title: 'No encontrado',
            clinic: 'Recepta',
            color: '#0f766e',
            kicker: 'Aviso de privacidad',
            body: html`<h2>No encontramos este aviso</h2><p>El enlace no es válido. Pide el enlace a la clínica.</p>`,
          }),
        );
      }
      const privacy = await readOrgPrivacy(deps.db, orgId);
      const fields = { ...privacy.notice, clinicName: privacy.notice.clinicName?.trim() || org.name };
      const { title, body } = noticeBody(privacyNotice(privacy.country, fields));
      reply.header('cache-control', 'public, max-age=300');
      return reply.status(200).send(
        layout({
          title,
          clinic: org.name,
          color: org.color ?? '#0f766e',
          kicker: 'Aviso de privacidad',
          description: `Cómo trata ${org.name} tus datos personales`,
          body,
        }),
      );
    });
  };
}
