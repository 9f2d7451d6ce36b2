/**
 * An HTTP client in a process of its own, for figures of large bodies: a client in the server's
 * process receives every body into the server's heap (1.7 MB per calendar feed fetch), which
 * collects more often for it, and spends the server's event loop reading it; a calendar app is on
 * another machine. The call is timed in the client process, from the request to the last byte.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RemoteAnswer {
  status: number;
  bytes: number;
  /** Request sent → last byte of the body received, in the client's process. */
  ms: number;
}

export interface RemoteClient {
  get(url: string, headers?: Record<string, string>): Promise<RemoteAnswer>;
  close(): void;
}

export function remoteClient(): RemoteClient {
  const child = fork(fileURLToPath(new URL('./client-process.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (a: RemoteAnswer) => void; reject: (e: Error) => void }>();
  let next = 0;
  child.on('message', (answer: RemoteAnswer & { id: number; error?: string }) => {
    const asked = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.error) asked?.reject(new Error(answer.error));
    else asked?.resolve(answer);
  });
  child.on('exit', (code) => {
    for (const asked of waiting.values()) asked.reject(new Error(`client process exited with ${code}`));
    waiting.clear();
  });
  return {
    get: (url, headers) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        child.send({ id, url, headers });
      }),
    close: () => child.disconnect(),
  };
}
