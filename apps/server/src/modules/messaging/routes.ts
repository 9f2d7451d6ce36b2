import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { orgScoped } from '../../http/org-scope.ts';
import { ConversationHub } from '../../realtime/conversation-hub.ts';
import type { Auth } from '../accounts/auth.ts';
import type { ChannelService } from '../channel/channel-service.ts';
import { registerConversationRoutes } from './conversation-routes.ts';
import { type InboxHub, inboxSource } from './stream-inbox.ts';
import { registerTemplateRoutes } from './template-routes.ts';

/** Messaging (docs/api.md#messaging): message templates and the inbox's conversations, per organisation. */
export function messagingRoutes(deps: {
  db: Db;
  auth: Auth;
  now: () => Date;
  channel: ChannelService;
  database: Database;
}) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const hub: InboxHub = new ConversationHub({ database: deps.database, source: inboxSource(db), log: app.log });
    // Open streams would keep the HTTP server from closing: end them first, then stop listening.
    app.addHook('preClose', async () => hub.closeSubscribers());
    app.addHook('onClose', async () => hub.close());
    await orgScoped(app, deps, async (scoped) => {
      registerTemplateRoutes(scoped, db, now, deps.channel);
      registerConversationRoutes(scoped, { db, now, channel: deps.channel, hub });
    });
  };
}
