// The webhook's baseline (bench/capacity.ts): the least an acknowledgement must do — check Meta's
// signature over the raw bytes, read the JSON, insert it into webhook_inbox and commit — in a bare
// Fastify route on its own pool of 10 to the same PostgreSQL, with none of the app's plugins and no
// processing after the answer. The product's ack against it shows what the product adds.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.WHATSAPP_APP_SECRET ?? '';
const app = Fastify({ logger: false });
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
app.get('/health', async () => ({ status: 'ok' }));
app.post('/api/whatsapp/webhook', async (request, reply) => {
  const raw = request.body as Buffer;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  const given = Buffer.from(String(request.headers['x-hub-signature-256'] ?? ''));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return reply.status(401).send();
  const text = raw.toString('utf8');
  JSON.parse(text);
  await pool.query(
    `insert into webhook_inbox (id, source, payload, processed_at) values ($1, 'whatsapp', $2::jsonb, now())`,
    [randomUUID(), text],
  );
  return { received: true };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
