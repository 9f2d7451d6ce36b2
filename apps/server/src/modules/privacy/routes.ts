import { catalogRowParams, DomainError, orgQuery, privacyApi, z } from '@recepta/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { privacyHolds } from '../../db/schema/index.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgActor, orgScoped, viewerOf } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { rowId } from '../catalog/crud-routes.ts';
import { readCustomer } from '../catalog/customers.ts';
import { eraseCustomer } from './erase-customer.ts';
import { exportCustomer } from './export-customer.ts';
import { listConsents, requireCustomer } from './list-consents.ts';
import { readPrivacySettings, updatePrivacySettings } from './privacy-settings.ts';
import { recordConsent } from './record-consent.ts';
import { readRetention, updateRetention } from './retention-settings.ts';
import { completeRightsRequest, createRightsRequest, listRightsRequests } from './rights-requests.ts';

const tags = ['privacy'];

/** Privacy (docs/api.md#privacy): consent, a patient's export and erasure, the country's defaults, rights requests. */
export function privacyRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      // Erasure, export and the held rows are decisions of people: API keys may not call them.
      const staff = { usersOnly: true };

      contractRoute(
        scoped,
        privacyApi.consents,
        {
          config: { access: 'patients.read' },
          tags,
          summary: 'A patient’s consent events, newest first, and the current answer per purpose',
          errors: 'read',
        },
        async (request) => {
          const id = rowId(request.params.id);
          // A professional reads only the patients they attend (404 as for another organisation's).
          if (!(await readCustomer(db, request.orgId, id, viewerOf(request)))) throw new DomainError('not_found');
          return listConsents(db, request.orgId, id);
        },
      );
      contractRoute(
        scoped,
        privacyApi.recordConsent,
        {
          config: { access: 'patients.write' },
          tags,
          summary: 'Record a consent given or withdrawn (by default at reception, with the purpose’s default wording)',
          errors: 'privacy',
        },
        async (request) => {
          const { orgId, actor } = orgActor(request);
          const customerId = rowId(request.params.id);
          await requireCustomer(db, orgId, customerId);
          await db.transaction((tx) =>
            recordConsent(tx, {
              orgId,
              customerId,
              ...request.body,
              recordedBy: actor.kind === 'staff' ? actor.userId : null,
              at: now(),
            }),
          );
          return listConsents(db, orgId, customerId);
        },
      );
      s.get(
        '/customers/:id/export',
        {
          config: { ...staff, access: 'patients.write' },
          schema: {
            tags,
            summary: 'Everything held about one patient, as JSON: profile, appointments, messages, consents, requests',
            params: catalogRowParams,
            querystring: orgQuery,
            response: { 200: z.looseObject({}), ...errorAnswers('read') },
          },
        },
        async (request, reply) => {
          const customerId = rowId(request.params.id);
          const body = await exportCustomer(db, request.orgId, customerId, now());
          // Access to health data is logged (GDPR art. 32, Ley 41/2002): who took a copy, and when.
          await recordAudit(db, {
            orgId: request.orgId,
            action: 'patient.exported',
            target: { kind: 'customer', id: customerId },
            customerId,
          });
          reply.header('content-disposition', `attachment; filename="paciente-${request.params.id}.json"`);
          return body;
        },
      );
      contractRoute(
        scoped,
        privacyApi.erase,
        {
          config: { ...staff, access: 'data.delete' },
          tags,
          summary: 'Erase a patient: delete or anonymise what no law requires keeping, block what a hold requires',
          errors: 'privacy',
        },
        async (request) => eraseCustomer(db, request.orgId, rowId(request.params.id), now()),
      );
      contractRoute(
        scoped,
        privacyApi.settings,
        {
          config: { access: 'org.read' },
          tags,
          summary: 'The privacy defaults of the organisation’s country, and its privacy notice',
          errors: 'read',
        },
        async (request) => readPrivacySettings(db, request.orgId),
      );
      contractRoute(
        scoped,
        privacyApi.updateSettings,
        {
          config: { ...staff, access: 'config.write' },
          tags,
          summary: 'Choose the country whose defaults apply (null: the first location’s) and fill in the notice',
          errors: 'privacy',
        },
        async (request) => updatePrivacySettings(db, request.orgId, request.body, now()),
      );
      contractRoute(
        scoped,
        privacyApi.retention,
        {
          config: { access: 'org.read' },
          tags,
          summary: 'Retention: the months kept, the defaults, and what tonight’s run would delete (counted now)',
          errors: 'read',
        },
        async (request) => readRetention(db, request.orgId, now()),
      );
      contractRoute(
        scoped,
        privacyApi.updateRetention,
        {
          config: { ...staff, access: 'config.write' },
          tags,
          summary: 'Turn the nightly retention run on or off and choose the months (null: the default)',
          errors: 'privacy',
        },
        async (request) => updateRetention(db, request.orgId, request.body, now()),
      );
      contractRoute(
        scoped,
        privacyApi.holds,
        {
          config: { ...staff, access: 'data.delete' },
          tags,
          summary: 'What erasures kept under a legal hold (owners only), with reason and date; each read is audited',
          errors: 'read',
        },
        async (request) => {
          await recordAudit(db, {
            orgId: request.orgId,
            action: 'privacy_holds.read',
            target: { kind: 'organization', id: request.orgId },
          });
          const rows = await db
            .select({
              id: privacyHolds.id,
              customerId: privacyHolds.customerId,
              kind: privacyHolds.kind,
              count: privacyHolds.count,
              reason: privacyHolds.reason,
              deleteAfter: privacyHolds.deleteAfter,
              createdAt: privacyHolds.createdAt,
            })
            .from(privacyHolds)
            .where(and(eq(privacyHolds.orgId, request.orgId)))
            .orderBy(desc(privacyHolds.createdAt))
            .limit(500);
          return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
        },
      );
      contractRoute(
        scoped,
        privacyApi.rightsRequests,
        {
          // Answering a legal request is the front desk's work; a professional sees only their own
          // patients, and this list names everyone's.
          config: { access: 'patients.write' },
          tags,
          summary: 'Rights requests: open ones first, soonest deadline first',
          errors: 'read',
        },
        async (request) => ({ items: await listRightsRequests(db, request.orgId) }),
      );
      contractRoute(
        scoped,
        privacyApi.createRightsRequest,
        {
          config: { ...staff, access: 'patients.write' },
          tags,
          summary: 'Enter a rights request; its deadline is counted by the organisation’s country',
          errors: 'privacy',
        },
        async (request) => {
          const { orgId, actor } = orgActor(request);
          return createRightsRequest(db, orgId, request.body, actor.kind === 'staff' ? actor.userId : null, now());
        },
      );
      contractRoute(
        scoped,
        privacyApi.completeRightsRequest,
        {
          config: { ...staff, access: 'patients.write' },
          tags,
          summary: 'Mark a rights request answered',
          errors: 'privacy',
        },
        async (request) => completeRightsRequest(db, request.orgId, rowId(request.params.id), now()),
      );
    });
  };
}
