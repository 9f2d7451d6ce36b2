import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ChannelService } from './channel-service.ts';
import { verifySignature } from './graph/signature.ts';
import { cleanPayload, mayNeedCleaning } from './inbound/clean-payload.ts';

/** Meta's payloads are small; anything past this is refused before it is read (413). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Meta's webhook (docs/api.md#the-whatsapp-loop), outside the org guard: Meta calls it, not a
 * member. GET answers the subscription handshake. POST checks X-Hub-Signature-256 over the raw
 * bytes — this plugin alone parses bodies as raw bytes — stores the payload in one insert, answers
 * 200 at once, and processes it after the answer (a crash in between is swept up later).
 */
export function webhookRoutes(deps: { channel: ChannelService; appSecret: string | undefined; verifyToken: string }) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    // Meta's dotted keys are read one by one, each checked for a string below.
    app.get<{ Querystring: Record<string, unknown> }>(
      '/whatsapp/webhook',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const q = request.query;
        const token = typeof q['hub.verify_token'] === 'string' ? q['hub.verify_token'] : '';
        const challenge = typeof q['hub.challenge'] === 'string' ? q['hub.challenge'] : '';
        if (q['hub.mode'] !== 'subscribe' || !sameSecret(token, deps.verifyToken) || !challenge) {
          throw new DomainError('forbidden');
        }
        return reply.type('text/plain; charset=utf-8').send(challenge);
      },
    );

    app.post('/whatsapp/webhook', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const secret = deps.appSecret;
      if (!secret || !verifySignature(raw, request.headers['x-hub-signature-256'], secret)) {
        throw new DomainError('invalid_signature');
      }
      let text = raw.toString('utf8');
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        // Signed by Meta yet unreadable: a retry would not read better, so it is acknowledged and logged.
        request.log.warn({ bytes: raw.length }, 'whatsapp webhook body is not JSON; ignored');
        return reply.send({ received: true });
      }
      if (mayNeedCleaning(text)) {
        // NUL or a lone surrogate: stored cleaned (the signature was checked on the bytes as sent).
        payload = cleanPayload(payload);
        text = JSON.stringify(payload);
      }
      const id = await deps.channel.store('whatsapp', payload, text);
      await reply.send({ received: true });
      deps.channel.process(id, payload);
      return reply;
    });
  };
}
