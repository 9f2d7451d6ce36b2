import { orgQuery, safeString } from '../schemas/building-blocks.ts';
import { templateInput, templateWire } from '../schemas/templates.ts';
import { z } from '../zod.ts';
import { defineRoute } from './route.ts';

const params = z.object({ id: safeString().max(64) });

/** Message templates (docs/api.md#messaging); server: modules/messaging/template-routes.ts. */
export const templateApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/templates',
    query: orgQuery,
    answer: z.object({ items: z.array(templateWire) }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/templates',
    query: orgQuery,
    body: templateInput,
    status: 201,
    answer: templateWire,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/templates/:id',
    params,
    query: orgQuery,
    body: templateInput,
    answer: templateWire,
  }),
  remove: defineRoute({ method: 'DELETE', path: '/api/templates/:id', params, query: orgQuery, status: 204 }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/templates/:id/submit',
    params,
    query: orgQuery,
    answer: templateWire,
  }),
};
