/**
 * A local stand-in for an OpenAI-compatible Chat Completions endpoint, started by the tests on a free
 * port: it checks every request against the documented shape (the client's own schema, the path and
 * the bearer key) and answers what the test configured — a completion, an error status, a body that
 * is not JSON, or nothing until the client gives up.
 */
import Fastify from 'fastify';
import {
  type ChatCompletionRequest,
  chatCompletionRequest,
} from '../src/modules/assistant/interpreter/chat-completions.ts';

export type FakeAnswer =
  /** A completion whose message content is this text (JSON of the reading, or anything). */
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number }
  /** 200 with a body that is not JSON. */
  | { kind: 'garbage' }
  /** No answer until the client hangs up (its time-out). */
  | { kind: 'hang' }
  /** No answer until the test calls `release` (or the client hangs up first). */
  | { kind: 'hold' };

export interface FakeLlmRequest {
  body: ChatCompletionRequest;
  /** The system prompt's catalogue, id by service name ("- <id>: <name> — …" lines). */
  ids: Map<string, string>;
  /** The patient's text (the user message). */
  text: string;
}

export interface FakeLlm {
  /** As ASSISTANT_LLM_URL. */
  url: string;
  key: string;
  requests: FakeLlmRequest[];
  /** Requests refused for their shape, path or key (a test expects none). */
  refused: string[];
  /** Decides each answer; the default answers {"intent":"unknown"}. */
  answer: (request: FakeLlmRequest) => FakeAnswer;
  /** Resolves once a hanging request was abandoned by the client (its time-out fired). */
  abandoned(): Promise<void>;
  /** Answers the held requests with this. */
  release(answer: FakeAnswer): void;
  /** Resolves when the next request arrives (before it is answered). */
  nextRequest(): Promise<FakeLlmRequest>;
  close(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const app = Fastify({ logger: false });
  const key = 'sk-test-fake-0123456789';
  const hanging = new Set<() => void>();
  let abandonedWaiters: (() => void)[] = [];
  let requestWaiters: ((r: FakeLlmRequest) => void)[] = [];
  let held: ((answer: FakeAnswer) => void)[] = [];
  const fake: FakeLlm = {
    url: '',
    key,
    requests: [],
    refused: [],
    answer: () => ({ kind: 'content', content: JSON.stringify({ intent: 'unknown' }) }),
    abandoned: () => new Promise((resolve) => abandonedWaiters.push(resolve)),
    release: (answer) => {
      for (const h of held) h(answer);
      held = [];
    },
    nextRequest: () => new Promise((resolve) => requestWaiters.push(resolve)),
    close: async () => {
      for (const end of hanging) end();
      await app.close();
    },
  };

  app.post('/v1/chat/completions', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${key}`) {
      fake.refused.push('authorization');
      return reply.code(401).send({ error: { message: 'bad key', type: 'invalid_request_error' } });
    }
    const parsed = chatCompletionRequest.safeParse(request.body);
    if (!parsed.success) {
      fake.refused.push(parsed.error.message);
      return reply.code(400).send({ error: { message: 'bad request', type: 'invalid_request_error' } });
    }
    const body = parsed.data;
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    const ids = new Map<string, string>();
    for (const m of system.matchAll(/^- ([^:\s]+): (.+?) — /gm)) ids.set(m[2]!, m[1]!);
    const user = body.messages.filter((m) => m.role === 'user');
    const seen: FakeLlmRequest = { body, ids, text: user[user.length - 1]?.content ?? '' };
    fake.requests.push(seen);
    for (const w of requestWaiters) w(seen);
    requestWaiters = [];
    let answer = fake.answer(seen);
    if (answer.kind === 'hold') {
      answer = await new Promise<FakeAnswer>((resolve) => {
        held.push(resolve);
        reply.raw.on('close', () => {
          for (const w of abandonedWaiters) w();
          abandonedWaiters = [];
        });
      });
    }
    switch (answer.kind) {
      case 'status':
        return reply.code(answer.status).send({ error: { message: 'fake failure', type: 'server_error' } });
      case 'garbage':
        return reply.code(200).header('content-type', 'application/json').send('{"choices": [ oops');
      case 'hang':
      case 'hold':
        await new Promise<void>((resolve) => {
          const end = () => {
            hanging.delete(end);
            resolve();
          };
          hanging.add(end);
          // The response closes unanswered only when the client hung up.
          reply.raw.on('close', () => {
            for (const w of abandonedWaiters) w();
            abandonedWaiters = [];
            end();
          });
        });
        return reply.code(504).send({ error: { message: 'too late' } });
      case 'content':
        return {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        };
    }
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  fake.url = `http://127.0.0.1:${port}/v1`;
  return fake;
}
