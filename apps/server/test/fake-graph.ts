/**
 * A local stand-in for Meta's Graph API (WhatsApp Cloud API), started by the tests on a free port:
 * it checks every body against the documented shapes (the client's own schemas), answers with a
 * wamid or with the error configured for a recipient, and posts signed status webhooks back to the
 * server under test — in order, out of order or twice, as Meta may.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { messageBody, templateSubmissionBody } from '../src/modules/channel/graph/graph-schemas.ts';
import { signPayload } from '../src/modules/channel/graph/signature.ts';

export interface FakeError {
  code: number;
  message: string;
  status?: number;
}

export interface SentMessage {
  phoneNumberId: string;
  token: string;
  body: Record<string, unknown> & { to: string; type: string };
  wamid: string;
  /** When it arrived (performance.now()): the rate tests count sends in every sliding second. */
  at: number;
}

export interface FakeGraph {
  /** Base with a version path, as WHATSAPP_GRAPH_URL. */
  url: string;
  sent: SentMessage[];
  templates: { wabaId: string; body: Record<string, unknown>; id: string }[];
  /** Valid tokens by phone number id (and WABA id); anything else is Meta's 190. */
  tokens: Map<string, string>;
  /**
   * How long a send waits before it is answered. It counts as sent (in `sent`) on arrival, as at
   * Meta, so a server killed while waiting has sent it without knowing.
   */
  delayMs: number;
  /** Every send to `to` fails with this error from now on (until cleared). */
  failFor(to: string, error: FakeError | undefined): void;
  /** Where status webhooks go, and the secret that signs them. */
  webhook: { url: string; secret: string } | undefined;
  /**
   * As Meta does: every accepted send is followed by its 'sent' status, naming our id
   * (biz_opaque_callback_data), posted to `webhook` — grouped per number, a batch every 50 ms, and
   * posted again until answered 200.
   */
  autoStatus: boolean;
  /** A Meta-shaped status payload for wamids of one phone number. */
  statusPayload(
    phoneNumberId: string,
    statuses: { wamid: string; status: string; to: string; error?: FakeError; callbackData?: string }[],
  ): unknown;
  /** Signs and posts a payload to the webhook; answers the server's status. */
  postWebhook(payload: unknown): Promise<number>;
  close(): Promise<void>;
}

const metaError = (e: FakeError) => ({
  error: {
    message: e.message,
    type: 'OAuthException',
    code: e.code,
    error_data: { details: e.message },
    fbtrace_id: 'fake',
  },
});

export async function startFakeGraph(options: { port?: number } = {}): Promise<FakeGraph> {
  const app = Fastify({ logger: false });
  const failures = new Map<string, FakeError>();
  const fake: FakeGraph = {
    url: '',
    sent: [],
    templates: [],
    tokens: new Map(),
    webhook: undefined,
    autoStatus: false,
    delayMs: 0,
    failFor(to, error) {
      if (error) failures.set(to, error);
      else failures.delete(to);
    },
    statusPayload(phoneNumberId, statuses) {
      return {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'waba-fake',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId },
                  statuses: statuses.map((s) => ({
                    id: s.wamid,
                    status: s.status,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: s.to,
                    ...(s.callbackData ? { biz_opaque_callback_data: s.callbackData } : {}),
                    ...(s.error ? { errors: [{ code: s.error.code, title: s.error.message }] } : {}),
                  })),
                },
              },
            ],
          },
        ],
      };
    },
    async postWebhook(payload) {
      if (!fake.webhook) throw new Error('fake graph: no webhook configured');
      const raw = JSON.stringify(payload);
      const res = await fetch(fake.webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signPayload(raw, fake.webhook.secret) },
        body: raw,
      });
      return res.status;
    },
    close: async () => {
      clearInterval(statusTimer);
      await app.close();
    },
  };

  // Statuses of accepted sends waiting to be posted, by phone number id.
  const statuses = new Map<string, { wamid: string; status: string; to: string; callbackData?: string }[]>();
  const statusTimer = setInterval(() => {
    if (statuses.size === 0) return;
    const batches = [...statuses];
    statuses.clear();
    for (const [phoneNumberId, list] of batches) {
      // Like Meta, a webhook that is not answered 200 is posted again later (to where `webhook`
      // points then: a test may move it to another instance).
      const again = () => statuses.set(phoneNumberId, [...list, ...(statuses.get(phoneNumberId) ?? [])]);
      void fake.postWebhook(fake.statusPayload(phoneNumberId, list)).then((status) => status !== 200 && again(), again);
    }
  }, 50);
  statusTimer.unref();

  const tokenOf = (auth: string | undefined) => auth?.replace(/^Bearer /, '') ?? '';
  const authorised = (id: string, auth: string | undefined) => fake.tokens.get(id) === tokenOf(auth);
  const badToken = { code: 190, message: 'Error validating access token: Session has expired', status: 401 };

  app.get('/:version/:phoneNumberId', async (request, reply) => {
    const { phoneNumberId } = request.params as { phoneNumberId: string };
    if (!authorised(phoneNumberId, request.headers.authorization)) return reply.status(401).send(metaError(badToken));
    return { id: phoneNumberId, display_phone_number: '+506 4000 1234', verified_name: 'Clínica Demo' };
  });

  app.post('/:version/:phoneNumberId/messages', async (request, reply) => {
    const { phoneNumberId } = request.params as { phoneNumberId: string };
    if (!authorised(phoneNumberId, request.headers.authorization)) return reply.status(401).send(metaError(badToken));
    const parsed = messageBody.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .status(400)
        .send(metaError({ code: 100, message: `(#100) Invalid parameter: ${parsed.error.message}` }));
    }
    const failure = failures.get(parsed.data.to);
    if (failure) return reply.status(failure.status ?? 400).send(metaError(failure));
    const wamid = `wamid.${randomUUID()}`;
    fake.sent.push({
      phoneNumberId,
      token: tokenOf(request.headers.authorization),
      body: parsed.data as SentMessage['body'],
      wamid,
      at: performance.now(),
    });
    if (fake.autoStatus && fake.webhook) {
      const callbackData = (parsed.data as { biz_opaque_callback_data?: string }).biz_opaque_callback_data;
      const list = statuses.get(phoneNumberId) ?? [];
      list.push({ wamid, status: 'sent', to: parsed.data.to, ...(callbackData ? { callbackData } : {}) });
      statuses.set(phoneNumberId, list);
    }
    if (fake.delayMs > 0) await new Promise((r) => setTimeout(r, fake.delayMs));
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: parsed.data.to, wa_id: parsed.data.to }],
      messages: [{ id: wamid }],
    };
  });

  app.post('/:version/:wabaId/message_templates', async (request, reply) => {
    const { wabaId } = request.params as { wabaId: string };
    if (!authorised(wabaId, request.headers.authorization)) return reply.status(401).send(metaError(badToken));
    const parsed = templateSubmissionBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(metaError({ code: 100, message: '(#100) Invalid parameter' }));
    const id = String(Math.floor(Math.random() * 1e15));
    fake.templates.push({ wabaId, body: parsed.data, id });
    return { id, status: 'PENDING', category: parsed.data.category };
  });

  app.get('/health', async () => ({ status: 'ok' }));
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('fake graph: no port');
  fake.url = `http://127.0.0.1:${address.port}/v23.0`;
  return fake;
}
