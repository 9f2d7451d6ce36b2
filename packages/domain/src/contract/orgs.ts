import {
  apiKeyWire,
  createApiKeyInput,
  createdApiKeyWire,
  initOrgInput,
  initOrgWire,
  orgParams,
  orgWire,
  renameOrgInput,
} from '../schemas/orgs.ts';
import { z } from '../zod.ts';
import { defineRoute } from './route.ts';

/** Organisations and their API keys (docs/api.md#organisations); server: modules/orgs/routes.ts. */
export const orgApi = {
  init: defineRoute({
    method: 'POST',
    path: '/api/catalog/initOrg',
    body: initOrgInput,
    status: 201,
    answer: initOrgWire,
  }),
  get: defineRoute({ method: 'GET', path: '/api/orgs/:id', params: orgParams, answer: orgWire }),
  rename: defineRoute({
    method: 'PUT',
    path: '/api/orgs/:id',
    params: orgParams,
    body: renameOrgInput,
    answer: orgWire,
  }),
  apiKeys: defineRoute({
    method: 'GET',
    path: '/api/orgs/:id/api-keys',
    params: orgParams,
    answer: z.object({ items: z.array(apiKeyWire) }),
  }),
  createApiKey: defineRoute({
    method: 'POST',
    path: '/api/orgs/:id/api-keys',
    params: orgParams,
    body: createApiKeyInput,
    status: 201,
    answer: createdApiKeyWire,
  }),
  revokeApiKey: defineRoute({
    method: 'DELETE',
    path: '/api/orgs/:id/api-keys/:keyId',
    params: orgParams.extend({ keyId: z.uuid() }),
    status: 204,
  }),
};
