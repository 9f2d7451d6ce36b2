import { orgQuery, safeString } from '../schemas/building-blocks.ts';
import { campaignInput, campaignPreviewInput, campaignPreviewWire, campaignWire } from '../schemas/campaigns.ts';
import { z } from '../zod.ts';
import { defineRoute } from './route.ts';

/** Reactivation campaigns (docs/api.md#campaigns); server: modules/campaigns/routes.ts. */
export const campaignApi = {
  preview: defineRoute({
    method: 'POST',
    path: '/api/campaigns/preview',
    query: orgQuery,
    body: campaignPreviewInput,
    answer: campaignPreviewWire,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/campaigns',
    query: orgQuery,
    body: campaignInput,
    status: 201,
    answer: campaignWire,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/campaigns',
    query: orgQuery,
    answer: z.object({ items: z.array(campaignWire) }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id',
    params: z.object({ id: safeString().max(64) }),
    query: orgQuery,
    answer: campaignWire,
  }),
};
