import { DomainError, demoApi } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { hit, type Limit } from '../../http/rate-limit.ts';
import type { ChannelService } from '../channel/channel-service.ts';
import { demoOrgName } from './demo-org.ts';
import { readDemoChat } from './read-demo-chat.ts';
import { sendDemoMessage } from './send-demo-message.ts';
import { startDemoChat } from './start-demo-chat.ts';

/** Per client address: chats started, and messages sent. Reading a chat (the page polls it) is not counted. */
export interface DemoLimits {
  chats: Limit;
  messages: Limit;
}

/** A visitor starts a few chats and sends a few dozen messages; a flood of new patients is stopped. */
export const defaultDemoLimits: DemoLimits = {
  chats: { max: 10, windowMs: 60 * 60_000 },
  messages: { max: 60, windowMs: 10 * 60_000 },
};

const tags = ['demo'];

/**
 * The public demo chat (docs/api.md#the-demo-chat): no account, no organisation in the request.
 * The demo organisation is found by the server (demo-org.ts); a chat is reached by its token alone.
 */
export function demoRoutes(deps: { db: Db; channel: ChannelService; now: () => Date; limits: DemoLimits }) {
  const { db, now, limits } = deps;
  const limited = async (ip: string, kind: keyof DemoLimits, at: Date) => {
    if (!(await hit(db, `demo:${kind}:ip:${ip}`, limits[kind], at))) throw new DomainError('too_many_requests');
  };
  return async (app: FastifyInstance) => {
    contractRoute(
      app,
      demoApi.info,
      {
        config: { access: 'public' },
        tags,
        summary: 'Whether the public demo chat can be tried here, and with which clinic',
      },
      async () => {
        const clinicName = await demoOrgName(db);
        return clinicName ? { available: true, clinicName } : { available: false };
      },
    );
    contractRoute(
      app,
      demoApi.start,
      {
        config: { access: 'public' },
        tags,
        summary: 'Start a chat with the demo clinic: a fresh patient with a made-up number, reached by the token',
        description: 'The token is in this answer only: the server keeps its hash. Limited per client address.',
        errors: 'demo',
      },
      async (request) => {
        const at = now();
        await limited(request.ip, 'chats', at);
        return startDemoChat(db, at);
      },
    );
    contractRoute(
      app,
      demoApi.send,
      {
        config: { access: 'public' },
        tags,
        summary: 'The visitor writes, or taps a button the clinic offered: processed as a sandbox message',
        errors: 'demo',
      },
      async (request) => {
        const at = now();
        await limited(request.ip, 'messages', at);
        await sendDemoMessage(deps, request.params.token, request.body, at);
        return { accepted: true as const };
      },
    );
    contractRoute(
      app,
      demoApi.messages,
      {
        config: { access: 'public' },
        tags,
        summary: 'The chat as the visitor’s phone shows it, oldest first (the page polls it)',
        errors: 'demo',
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { messages: await readDemoChat(db, request.params.token, now()) };
      },
    );
  };
}
