// The baseline: a bare Fastify route answering the same JSON as /api/health, with no database and
// no plugins. Ratios against it show what the app's stack costs.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok', db: 'ok' }));
await app.listen({ port: Number(process.argv[2] ?? process.env.PORT), host: '127.0.0.1' });
