/**
 * The other end of remote-client.ts: a process of its own that makes the bench's HTTP calls and
 * times each from the request to the body's last byte. Started with `fork`, it answers each message
 * `{ id, url, headers }` with `{ id, status, bytes, ms }`.
 */
import { call } from './measure.ts';

interface Ask {
  id: number;
  url: string;
  headers?: Record<string, string>;
}

process.on('message', (ask: Ask) => {
  const start = performance.now();
  call(ask.url, { headers: ask.headers, drain: true }).then(
    (res) => process.send?.({ id: ask.id, status: res.status, bytes: res.bytes, ms: performance.now() - start }),
    (error: Error) => process.send?.({ id: ask.id, error: error.message }),
  );
});
process.on('disconnect', () => process.exit(0));
