import { DomainError, orgExportFileName, orgQuery } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { localDate, readOrgPrivacy } from '../privacy/privacy-country.ts';
import { writeOrgExport } from './write-org-export.ts';
import { ZipStream } from './zip-stream.ts';

/** The whole organisation as a ZIP (docs/privacy.md#exporting-the-organisation): owners only, streamed. */
export function orgExportRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      s.get(
        '/export',
        {
          // Every patient at once: a decision of the owner in person, never of an API key.
          config: { usersOnly: true, access: 'data.export' },
          schema: {
            tags: ['privacy'],
            summary:
              'The whole organisation as a ZIP: catalogue, patients, appointments, messages and consents (CSV and JSON)',
            querystring: orgQuery,
            response: errorAnswers('read'),
          },
        },
        async (request, reply) => {
          const at = now();
          const [org] = await db.select({ id: orgs.id, name: orgs.name }).from(orgs).where(eq(orgs.id, request.orgId));
          if (!org) throw new DomainError('not_found');
          const { zone } = await readOrgPrivacy(db, org.id);
          // Logged before the first byte: a download cut short was still a copy taken.
          await recordAudit(db, { orgId: org.id, action: 'org.exported', target: { kind: 'org', id: org.id } });
          const zip = new ZipStream(at);
          writeOrgExport(db, zip, org, at).catch((error: unknown) => {
            request.log.error({ err: error }, 'organisation export failed mid-way');
            zip.abort(error instanceof Error ? error : new Error(String(error)));
          });
          reply
            .header('content-type', 'application/zip')
            .header(
              'content-disposition',
              `attachment; filename="${orgExportFileName(org.name, localDate(at, zone))}"`,
            );
          return reply.send(zip.output);
        },
      );
    });
  };
}
