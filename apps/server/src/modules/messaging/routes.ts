import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import type { ChannelService } from '../channel/channel-service.ts';
import { registerConversationRoutes } from './conversation-routes.ts';
import { registerTemplateRoutes } from './template-routes.ts';

/** Messaging (docs/api.md#messaging): message templates and the inbox's conversations, per organisation. */
export function messagingRoutes(deps: { db: Db; auth: Auth; now: () => Date; channel: ChannelService }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      registerTemplateRoutes(scoped, db, now);
      registerConversationRoutes(scoped, { db, now, channel: deps.channel });
    });
  };
}
