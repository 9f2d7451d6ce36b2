/**
 * The fake of Meta's Graph API (apps/server/test/fake-graph.ts) in a process of its own, as Meta is
 * elsewhere: a bench that times requests from its own process does not also serve the instances'
 * sends. Driven over IPC by fake-graph-process.ts.
 */
import { startFakeGraph } from '../../apps/server/test/fake-graph.ts';

/** A send as the parent reads it: its clock is `Date.now()`-based (performance.now() is per process). */
export interface ChildSend {
  phoneNumberId: string;
  to: string;
  /** The template's name, or the message's type when it is not a template. */
  what: string;
  /** Its values, which name the appointment (for telling a duplicate from another reminder). */
  params: string;
  at: number;
}

export type ChildRequest =
  | { type: 'tokens'; ids: string[]; token: string }
  | { type: 'statuses'; webhook: { url: string; secret: string } }
  | { type: 'count'; what: string; from: number }
  | { type: 'list'; from: number };

const fake = await startFakeGraph();
const wall = (at: number) => performance.timeOrigin + at;
const what = (body: Record<string, unknown>) =>
  body.type === 'template' ? String((body.template as { name?: string } | undefined)?.name) : String(body.type);

process.on('message', (raw: { id: number; request: ChildRequest }) => {
  const { id, request } = raw;
  let answer: unknown = null;
  if (request.type === 'tokens') for (const phoneId of request.ids) fake.tokens.set(phoneId, request.token);
  else if (request.type === 'statuses') {
    fake.webhook = request.webhook;
    fake.autoStatus = true;
  } else if (request.type === 'count') {
    let n = 0;
    for (let i = 0; i < fake.sent.length; i++) {
      const s = fake.sent[i]!;
      if (wall(s.at) >= request.from && what(s.body) === request.what) n++;
    }
    answer = n;
  } else if (request.type === 'list') {
    answer = fake.sent
      .filter((s) => wall(s.at) >= request.from)
      .map(
        (s): ChildSend => ({
          phoneNumberId: s.phoneNumberId,
          to: s.body.to,
          what: what(s.body),
          params: JSON.stringify((s.body.template as { components?: unknown } | undefined)?.components ?? null),
          at: wall(s.at),
        }),
      );
  }
  process.send?.({ id, answer });
});
process.send?.({ id: 0, answer: fake.url });
