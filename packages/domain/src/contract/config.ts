import { orgQuery } from '../schemas/building-blocks.ts';
import { configBody, configWire } from '../schemas/config.ts';
import { defineRoute } from './route.ts';

/** The organisation's agenda configuration (docs/api.md#config); server: modules/catalog/config.ts. */
export const configApi = {
  get: defineRoute({ method: 'GET', path: '/api/config', query: orgQuery, answer: configWire }),
  /** Replaces the whole configuration and answers it as stored, normalised. */
  save: defineRoute({ method: 'POST', path: '/api/config', query: orgQuery, body: configBody, answer: configWire }),
};
