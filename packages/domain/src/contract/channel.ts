import { orgQuery } from '../schemas/building-blocks.ts';
import { channelInput, channelWire, sandboxInboundInput } from '../schemas/channel.ts';
import { defineRoute } from './route.ts';

/** The WhatsApp channel's settings and the simulator (docs/api.md#the-whatsapp-loop); server: modules/channel/routes.ts. */
export const channelApi = {
  get: defineRoute({ method: 'GET', path: '/api/channel', query: orgQuery, answer: channelWire }),
  save: defineRoute({ method: 'PUT', path: '/api/channel', query: orgQuery, body: channelInput, answer: channelWire }),
  /** A patient's message typed in the simulator: accepted (202), then processed like a webhook's. */
  sandboxInbound: defineRoute({
    method: 'POST',
    path: '/api/channel/sandbox/inbound',
    query: orgQuery,
    body: sandboxInboundInput,
    status: 202,
  }),
};
