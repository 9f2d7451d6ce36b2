import { channelApi } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import type { ChannelService } from './channel-service.ts';
import { readChannel, saveChannel } from './channel-settings.ts';
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
      contractRoute(
        scoped,
        channelApi.get,
        {
          config: { access: 'channel.read' },
          tags,
          summary: 'The organisation’s WhatsApp channel (never its access token)',
        },
        async (request) => readChannel(settings, request.orgId),
      );
      contractRoute(
        scoped,
        channelApi.save,
        {
          config: { usersOnly: true, access: 'channel.manage' },
          tags,
          summary: 'Connect a WhatsApp number (checked against the Graph API first) or go back to the sandbox',
        },
        async (request) => saveChannel(settings, request.orgId, request.body, deps.now()),
      );
      contractRoute(
        scoped,
        channelApi.sandboxInbound,
        {
          config: { access: 'inbox.write' },
          tags,
          summary: 'A patient’s message in the simulator: processed exactly as a webhook message',
        },
        async (request, reply) => {
          const { from, name, text, buttonId, media } = request.body;
          const id = await deps.channel.storeSandbox(request.orgId, { from, name, text, buttonId, media });
          // Answered first: the message is then processed as a webhook's is, after Meta has its 200.
          await reply.status(202).send({ accepted: true });
          deps.channel.process(id);
          return reply;
        },
      );
    });
  };
}
