import {
  consentListWire,
  DomainError,
  eraseWire,
  heldWire,
  orgQuery,
  privacySettingsInput,
  privacySettingsWire,
  recordConsentInput,
  retentionSettingsInput,
  retentionWire,
  rightsRequestInput,
  rightsRequestWire,
  safeString,
  z,
} from '@recepta/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { privacyHolds } from '../../db/schema/index.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgActor, orgScoped, viewerOf } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { readCustomer } from '../catalog/customers.ts';
import { eraseCustomer } from './erase-customer.ts';
import { exportCustomer } from './export-customer.ts';
import { listConsents, requireCustomer } from './list-consents.ts';
import { readPrivacySettings, updatePrivacySettings } from './privacy-settings.ts';
import { recordConsent } from './record-consent.ts';
import { readRetention, updateRetention } from './retention-settings.ts';
import { completeRightsRequest, createRightsRequest, listRightsRequests } from './rights-requests.ts';

const tags = ['privacy'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: safeString().max(64) });
const rowId = (id: string) => {
  if (!UUID.test(id)) throw new DomainError('not_found');
  return id;
};

/** Privacy (docs/api.md#privacy): consent, a patient's export and erasure, the country's defaults, rights requests. */
export function privacyRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      // Erasure, export and the held rows are decisions of people: API keys may not call them.
      const staff = { usersOnly: true };

      s.get(
        '/customers/:id/consents',
        {
          config: { access: 'patients.read' },
          schema: {
            tags,
            summary: 'A patient’s consent events, newest first, and the current answer per purpose',
            params: idParams,
            querystring: orgQuery,
            response: { 200: consentListWire, ...errorAnswers('read') },
          },
        },
        async (request) => {
          const id = rowId(request.params.id);
          // A professional reads only the patients they attend (404 as for another organisation's).
          if (!(await readCustomer(db, request.orgId, id, viewerOf(request)))) throw new DomainError('not_found');
          return listConsents(db, request.orgId, id);
        },
      );
      s.post(
        '/customers/:id/consents',
        {
          config: { access: 'patients.write' },
          schema: {
            tags,
            summary:
              'Record a consent given or withdrawn (by default at reception, with the purpose’s default wording)',
            params: idParams,
            querystring: orgQuery,
            body: recordConsentInput,
            response: { 201: consentListWire, ...errorAnswers('privacy') },
          },
        },
        async (request, reply) => {
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
          return reply.status(201).send(await listConsents(db, orgId, customerId));
        },
      );
      s.get(
        '/customers/:id/export',
        {
          config: { ...staff, access: 'patients.write' },
          schema: {
            tags,
            summary: 'Everything held about one patient, as JSON: profile, appointments, messages, consents, requests',
            params: idParams,
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
      s.post(
        '/customers/:id/erase',
        {
          config: { ...staff, access: 'data.delete' },
          schema: {
            tags,
            summary: 'Erase a patient: delete or anonymise what no law requires keeping, block what a hold requires',
            params: idParams,
            querystring: orgQuery,
            response: { 200: eraseWire, ...errorAnswers('privacy') },
          },
        },
        async (request) => eraseCustomer(db, request.orgId, rowId(request.params.id), now()),
      );
      s.get(
        '/privacy',
        {
          config: { access: 'org.read' },
          schema: {
            tags,
            summary: 'The privacy defaults of the organisation’s country, and its privacy notice',
            querystring: orgQuery,
            response: { 200: privacySettingsWire, ...errorAnswers('read') },
          },
        },
        async (request) => readPrivacySettings(db, request.orgId),
      );
      s.put(
        '/privacy',
        {
          config: { ...staff, access: 'config.write' },
          schema: {
            tags,
            summary: 'Choose the country whose defaults apply (null: the first location’s) and fill in the notice',
            querystring: orgQuery,
            body: privacySettingsInput,
            response: { 200: privacySettingsWire, ...errorAnswers('privacy') },
          },
        },
        async (request) => updatePrivacySettings(db, request.orgId, request.body, now()),
      );
      s.get(
        '/privacy/retention',
        {
          config: { access: 'org.read' },
          schema: {
            tags,
            summary: 'Retention: the months kept, the defaults, and what tonight’s run would delete (counted now)',
            querystring: orgQuery,
            response: { 200: retentionWire, ...errorAnswers('read') },
          },
        },
        async (request) => readRetention(db, request.orgId, now()),
      );
      s.put(
        '/privacy/retention',
        {
          config: { ...staff, access: 'config.write' },
          schema: {
            tags,
            summary: 'Turn the nightly retention run on or off and choose the months (null: the default)',
            querystring: orgQuery,
            body: retentionSettingsInput,
            response: { 200: retentionWire, ...errorAnswers('privacy') },
          },
        },
        async (request) => updateRetention(db, request.orgId, request.body, now()),
      );
      s.get(
        '/privacy/holds',
        {
          config: { ...staff, access: 'data.delete' },
          schema: {
            tags,
            summary: 'What erasures kept under a legal hold (owners only), with reason and date; each read is audited',
            querystring: orgQuery,
            response: {
              200: z.object({
                items: z.array(heldWire.extend({ id: z.string(), customerId: z.string(), createdAt: z.string() })),
              }),
              ...errorAnswers('read'),
            },
          },
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
      s.get(
        '/rights-requests',
        {
          // Answering a legal request is the front desk's work; a professional sees only their own
          // patients, and this list names everyone's.
          config: { access: 'patients.write' },
          schema: {
            tags,
            summary: 'Rights requests: open ones first, soonest deadline first',
            querystring: orgQuery,
            response: { 200: z.object({ items: z.array(rightsRequestWire) }), ...errorAnswers('read') },
          },
        },
        async (request) => ({ items: await listRightsRequests(db, request.orgId) }),
      );
      s.post(
        '/rights-requests',
        {
          config: { ...staff, access: 'patients.write' },
          schema: {
            tags,
            summary: 'Enter a rights request; its deadline is counted by the organisation’s country',
            querystring: orgQuery,
            body: rightsRequestInput,
            response: { 201: rightsRequestWire, ...errorAnswers('privacy') },
          },
        },
        async (request, reply) => {
          const { orgId, actor } = orgActor(request);
          const created = await createRightsRequest(
            db,
            orgId,
            request.body,
            actor.kind === 'staff' ? actor.userId : null,
            now(),
          );
          return reply.status(201).send(created);
        },
      );
      s.post(
        '/rights-requests/:id/done',
        {
          config: { ...staff, access: 'patients.write' },
          schema: {
            tags,
            summary: 'Mark a rights request answered',
            params: idParams,
            querystring: orgQuery,
            response: { 200: rightsRequestWire, ...errorAnswers('privacy') },
          },
        },
        async (request) => completeRightsRequest(db, request.orgId, rowId(request.params.id), now()),
      );
    });
  };
}
