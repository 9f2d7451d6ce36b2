import {
  campaignInput,
  campaignPreviewInput,
  campaignPreviewWire,
  campaignWire,
  DomainError,
  orgQuery,
  safeString,
  z,
} from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { rowId } from '../catalog/crud-routes.ts';
import { createCampaign } from './create-campaign.ts';
import { listCampaigns, readCampaign } from './list-campaigns.ts';
import { previewCampaign } from './preview-campaign.ts';

const tags = ['campaigns'];

/** Reactivation campaigns (docs/api.md#campaigns), behind the org guard. */
export function campaignRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      s.post(
        '/campaigns/preview',
        {
          config: { access: 'campaigns.send' },
          schema: {
            tags,
            summary: 'How many patients a campaign would reach, and a sample of them',
            querystring: orgQuery,
            body: campaignPreviewInput,
            response: { 200: campaignPreviewWire, ...errorAnswers('read') },
          },
        },
        async (request) => previewCampaign(db, request.orgId, request.body, now()),
      );
      s.post(
        '/campaigns',
        {
          config: { access: 'campaigns.send' },
          schema: {
            tags,
            summary: 'Create a campaign: its audience is frozen now and sent from sendAt by the dispatcher',
            querystring: orgQuery,
            body: campaignInput,
            response: { 201: campaignWire, ...errorAnswers('read') },
          },
        },
        async (request, reply) => {
          const actor = request.actor;
          if (!actor) throw new DomainError('unauthorized');
          const campaign = await createCampaign(db, { orgId: request.orgId, actor }, request.body, now());
          return reply.status(201).send(campaign);
        },
      );
      s.get(
        '/campaigns',
        {
          config: { access: 'campaigns.read' },
          schema: {
            tags,
            summary: 'The campaigns, newest first, with targeted, sent, delivered, read, failed, replied and booked',
            querystring: orgQuery,
            response: { 200: z.object({ items: z.array(campaignWire) }), ...errorAnswers('read') },
          },
        },
        async (request) => ({ items: await listCampaigns(db, request.orgId) }),
      );
      s.get(
        '/campaigns/:id',
        {
          config: { access: 'campaigns.read' },
          schema: {
            tags,
            summary: 'One campaign with its figures',
            params: z.object({ id: safeString().max(64) }),
            querystring: orgQuery,
            response: { 200: campaignWire, ...errorAnswers('read') },
          },
        },
        async (request) => {
          const campaign = await readCampaign(db, request.orgId, rowId(request.params.id));
          if (!campaign) throw new DomainError('not_found');
          return campaign;
        },
      );
    });
  };
}
