import { orgQuery } from '../schemas/building-blocks.ts';
import {
  consentListWire,
  eraseWire,
  privacyHoldWire,
  privacySettingsInput,
  privacySettingsWire,
  recordConsentInput,
  retentionSettingsInput,
  retentionWire,
  rightsRequestInput,
  rightsRequestWire,
} from '../schemas/privacy.ts';
import { catalogRowParams, itemsOf } from './catalog-routes.ts';
import { defineRoute } from './route.ts';

/**
 * Privacy (docs/api.md#privacy): consent, erasure, the country's defaults and notice, retention,
 * legal holds and rights requests; server: modules/privacy/routes.ts. A patient's export and the
 * organisation's are downloads (attachments the browser saves), not calls: they are not here.
 */
export const privacyApi = {
  consents: defineRoute({
    method: 'GET',
    path: '/api/customers/:id/consents',
    params: catalogRowParams,
    query: orgQuery,
    answer: consentListWire,
  }),
  recordConsent: defineRoute({
    method: 'POST',
    path: '/api/customers/:id/consents',
    params: catalogRowParams,
    query: orgQuery,
    body: recordConsentInput,
    status: 201,
    answer: consentListWire,
  }),
  erase: defineRoute({
    method: 'POST',
    path: '/api/customers/:id/erase',
    params: catalogRowParams,
    query: orgQuery,
    answer: eraseWire,
  }),
  settings: defineRoute({ method: 'GET', path: '/api/privacy', query: orgQuery, answer: privacySettingsWire }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/api/privacy',
    query: orgQuery,
    body: privacySettingsInput,
    answer: privacySettingsWire,
  }),
  retention: defineRoute({ method: 'GET', path: '/api/privacy/retention', query: orgQuery, answer: retentionWire }),
  updateRetention: defineRoute({
    method: 'PUT',
    path: '/api/privacy/retention',
    query: orgQuery,
    body: retentionSettingsInput,
    answer: retentionWire,
  }),
  holds: defineRoute({ method: 'GET', path: '/api/privacy/holds', query: orgQuery, answer: itemsOf(privacyHoldWire) }),
  rightsRequests: defineRoute({
    method: 'GET',
    path: '/api/rights-requests',
    query: orgQuery,
    answer: itemsOf(rightsRequestWire),
  }),
  createRightsRequest: defineRoute({
    method: 'POST',
    path: '/api/rights-requests',
    query: orgQuery,
    body: rightsRequestInput,
    status: 201,
    answer: rightsRequestWire,
  }),
  completeRightsRequest: defineRoute({
    method: 'POST',
    path: '/api/rights-requests/:id/done',
    params: catalogRowParams,
    query: orgQuery,
    answer: rightsRequestWire,
  }),
};
