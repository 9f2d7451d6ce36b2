import { z } from '@recepta/domain';
/**
 * A client for an OpenAI-compatible Chat Completions endpoint (OpenAI, Azure's compatible route,
 * Ollama, vLLM, llama.cpp's server…), the optional interpreter's wire
 * (docs/architecture.md#the-optional-interpreter): `POST {baseUrl}/chat/completions` with a JSON
 * answer asked for, at temperature 0, ended by a time-out. Request and answer are checked against the
 * schemas below (the tests' fake endpoint checks requests against the same one). It never throws:
 * every failure is an outcome the caller logs (status and duration only) and answers with the rules.
 */
import type { InterpreterConfig } from '../../../config.ts';

export const chatMessage = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string(),
});

export const chatCompletionRequest = z.object({
  model: z.string().min(1),
  messages: z.array(chatMessage).min(1),
  temperature: z.literal(0),
  response_format: z.object({ type: z.literal('json_object') }),
  /** The reading is a small object: a bound on what a runaway answer costs. */
  max_tokens: z.number().int().positive(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequest>;

/** The part of the answer read; endpoints add fields (usage, ids), which are ignored. */
export const chatCompletionResponse = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ role: z.string(), content: z.string().nullable() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

export type CompletionOutcome =
  | { kind: 'ok'; content: string; status: number; ms: number }
  | { kind: 'timeout'; ms: number }
  /** The endpoint answered with an error status (its body is not read: it may echo the request). */
  | { kind: 'http_error'; status: number; ms: number }
  /** The answer was not a completion (not JSON, not the shape, no content, cut short). */
  | { kind: 'malformed'; status: number; ms: number }
  /** No answer at all (refused connection, DNS…). */
  | { kind: 'unreachable'; ms: number };

export interface ChatClient {
  complete(messages: z.infer<typeof chatMessage>[]): Promise<CompletionOutcome>;
}

const MAX_TOKENS = 300;

export function createChatClient(config: InterpreterConfig, clock: () => number = () => performance.now()): ChatClient {
  const url = `${config.baseUrl}/chat/completions`;
  return {
    async complete(messages) {
      const body: ChatCompletionRequest = {
        model: config.model,
        messages,
        temperature: 0,
        response_format: { type: 'json_object' },
        max_tokens: MAX_TOKENS,
      };
      const started = clock();
      const ms = () => Math.round(clock() - started);
      // One signal for the whole exchange, body included: a slow trickle ends at the time-out too.
      const signal = AbortSignal.timeout(config.timeoutMs);
      let status = 0;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal,
        });
        status = res.status;
        if (!res.ok) {
          await res.body?.cancel().catch(() => undefined);
          return { kind: 'http_error', status, ms: ms() };
        }
        const text = await res.text();
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          return { kind: 'malformed', status, ms: ms() };
        }
        const parsed = chatCompletionResponse.safeParse(json);
        const choice = parsed.success ? parsed.data.choices[0] : undefined;
        if (!choice?.message.content || choice.finish_reason === 'length') {
          return { kind: 'malformed', status, ms: ms() };
        }
        return { kind: 'ok', content: choice.message.content, status, ms: ms() };
      } catch {
        // The error itself is not kept: a fetch error may carry the request, key and text included.
        if (signal.aborted) return { kind: 'timeout', ms: ms() };
        return { kind: 'unreachable', ms: ms() };
      }
    },
  };
}
