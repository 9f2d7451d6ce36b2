import { orgQuery } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import type { ChannelService } from './channel-service.ts';
import { readChannel, saveChannel } from './channel-settings.ts';
import { channelInput, channelWire, sandboxInboundInput } from './channel-wire.ts';
import { webhookRoutes } from './webhook-routes.ts';

const tags = ['channel'];

/** The WhatsApp channel (docs/api.md#the-whatsapp-loop): settings, the sandbox's inbound, and Meta's webhook. */
export function channelRoutes(deps: {
  db: Db;
  auth: Auth;
  channel: ChannelService;
  now: () => Date;
  publicUrl: string;
  appSecret: string | undefined;
  verifyToken: string;
}) {
  const settings = { db: deps.db, channel: deps.channel, publicUrl: deps.publicUrl, verifyToken: deps.verifyToken };
  return async (app: FastifyInstance) => {
    await app.register(webhookRoutes(deps));
    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      s.get(
        '/channel',
        {
          config: { access: 'channel.read' },
          schema: {
            tags,
            summary: 'The organisation’s WhatsApp channel (never its access token)',
            querystring: orgQuery,
            response: { 200: channelWire },
          },
        },
        async (request) => readChannel(settings, request.orgId),
      );
      s.put(
        '/channel',
        {
          config: { usersOnly: true, access: 'channel.manage' },
          schema: {
            tags,
            summary: 'Connect a WhatsApp number (checked against the Graph API first) or go back to the sandbox',
            querystring: orgQuery,
            body: channelInput,
            response: { 200: channelWire },
          },
        },
        async (request) => saveChannel(settings, request.orgId, request.body, deps.now()),
      );
      s.post(
        '/channel/sandbox/inbound',
        {
          config: { access: 'inbox.write' },
          schema: {
            tags,
            summary: 'A patient’s message in the simulator: processed exactly as a webhook message',
            querystring: orgQuery,
            body: sandboxInboundInput,
          },
        },
        async (request, reply) => {
          const { from, name, text, buttonId, media } = request.body;
          const id = await deps.channel.storeSandbox(request.orgId, { from, name, text, buttonId, media });
          await reply.status(202).send({ accepted: true });
          deps.channel.process(id);
          return reply;
        },
      );
    });
  };
}
