import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import type { ChildRequest, ChildSend } from './fake-graph-child.ts';

export type { ChildSend };

export interface FakeGraphProcess {
  /** Base with a version path, as WHATSAPP_GRAPH_URL. */
  url: string;
  /** Valid tokens for these phone number ids. */
  tokens(ids: string[], token: string): Promise<void>;
  /** From now on each accepted send is followed by its 'sent' status, posted to `webhook`. */
  statuses(webhook: { url: string; secret: string }): Promise<void>;
  /** Sends of this template (or message type) received since `from` (Date.now()). */
  count(what: string, from: number): Promise<number>;
  /** Every send received since `from`. */
  list(from: number): Promise<ChildSend[]>;
  close(): Promise<void>;
}

/** Starts the fake Graph API in a child process (fake-graph-child.ts) and talks to it over IPC. */
export async function startFakeGraphProcess(): Promise<FakeGraphProcess> {
  const child: ChildProcess = fork(join(import.meta.dirname, 'fake-graph-child.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, (answer: unknown) => void>();
  child.on('message', (m: { id: number; answer: unknown }) => {
    waiting.get(m.id)?.(m.answer);
    waiting.delete(m.id);
  });
  let next = 1;
  const ask = <T>(request: ChildRequest) =>
    new Promise<T>((resolve) => {
      const id = next++;
      waiting.set(id, resolve as (answer: unknown) => void);
      child.send({ id, request });
    });
  const url = await new Promise<string>((resolve, reject) => {
    waiting.set(0, (answer) => resolve(answer as string));
    child.once('exit', (code) => reject(new Error(`the fake Graph process exited with ${code}`)));
  });
  return {
    url,
    tokens: (ids, token) => ask({ type: 'tokens', ids, token }),
    statuses: (webhook) => ask({ type: 'statuses', webhook }),
    count: (what, from) => ask({ type: 'count', what, from }),
    list: (from) => ask({ type: 'list', from }),
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
