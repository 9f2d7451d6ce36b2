import { campaignApi, DomainError } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
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
      contractRoute(
        scoped,
        campaignApi.preview,
        {
          config: { access: 'campaigns.send' },
          tags,
          summary: 'How many patients a campaign would reach, and a sample of them',
          errors: 'read',
        },
        async (request) => previewCampaign(db, request.orgId, request.body, now()),
      );
      contractRoute(
        scoped,
        campaignApi.create,
        {
          config: { access: 'campaigns.send' },
          tags,
          summary: 'Create a campaign: its audience is frozen now and sent from sendAt by the dispatcher',
          errors: 'read',
        },
        async (request) => {
          const actor = request.actor;
          if (!actor) throw new DomainError('unauthorized');
          return createCampaign(db, { orgId: request.orgId, actor }, request.body, now());
        },
      );
      contractRoute(
        scoped,
        campaignApi.list,
        {
          config: { access: 'campaigns.read' },
          tags,
          summary: 'The campaigns, newest first, with targeted, sent, delivered, read, failed, replied and booked',
          errors: 'read',
        },
        async (request) => ({ items: await listCampaigns(db, request.orgId) }),
      );
      contractRoute(
        scoped,
        campaignApi.get,
        { config: { access: 'campaigns.read' }, tags, summary: 'One campaign with its figures', errors: 'read' },
        async (request) => {
          const campaign = await readCampaign(db, request.orgId, rowId(request.params.id));
          if (!campaign) throw new DomainError('not_found');
          return campaign;
        },
      );
    });
  };
}
