/**
 * One live stream per browser, shared by its tabs (docs/architecture.md#live-updates).
 *
 * A browser opens at most six HTTP/1.1 connections to one host, and a server-sent event stream holds
 * one for as long as it is open: with a stream or two per tab, a receptionist's third or fourth tab
 * never loaded. Here the tabs that want a stream (say the agenda of one organisation) elect a leader
 * with the Web Locks API: the tab holding the lock opens the one EventSource and repeats every event
 * to the other tabs over a BroadcastChannel. A lock is released when its tab closes (or stops
 * wanting the stream), and the next tab waiting for it becomes the leader: it opens the stream with
 * the id of the last event the tabs saw, so the server replays what happened in between.
 *
 * Without Web Locks (a page served over plain http from a LAN address is not a secure context) each
 * tab holds its own stream, as before; an HTTP/2 proxy lifts the six-connection limit there.
 */

/** connecting: not listening yet · live: events flow · offline: the stream failed and is retried. */
export type StreamStatus = 'connecting' | 'live' | 'offline';

export interface SharedStreamSpec {
  /** Names the stream among tabs: one lock and one channel per key. */
  key: string;
  /** The stream's URL without the resume parameter. */
  url: string;
  /** The events to listen for (besides the connection's own open and error). */
  events: readonly string[];
  /** The server resumes from the lastEventId parameter (and sends no 'ready' then). */
  resumable: boolean;
}

export interface SharedStreamListener {
  /**
   * An event of the stream. A tab that joins a stream already open is handed a 'ready' of its own
   * once the stream is live, so it loads what it shows (it missed what came before).
   */
  onEvent(event: string, data: string): void;
  onStatus(status: StreamStatus): void;
}

/** After a refused connection EventSource gives up; it is opened again after a pause, slower each time. */
const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

type Note =
  | { type: 'event'; event: string; data: string; id: string | undefined }
  | { type: 'status'; status: StreamStatus; lastEventId: string | undefined }
  /** A tab joined: the leader answers with its status. */
  | { type: 'hello' };

/** The shared stream of one key in this tab: every listener of the tab on it, and the tab's part in it. */
class SharedStream {
  readonly listeners = new Set<SharedStreamListener>();
  private status: StreamStatus = 'connecting';
  private lastEventId: string | undefined;
  private readonly channel: BroadcastChannel;
  private readonly abort = new AbortController();
  private leading = false;
  /** Whether this tab has loaded since it joined (a follower does at the first 'live' it hears). */
  private synced = false;
  private source: EventSource | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private resign: (() => void) | undefined;
  private closed = false;

  constructor(private readonly spec: SharedStreamSpec) {
    this.channel = new BroadcastChannel(`recepta-stream:${spec.key}`);
    this.channel.onmessage = (message: MessageEvent<Note>) => this.onNote(message.data);
    this.channel.postMessage({ type: 'hello' } satisfies Note);
    navigator.locks
      .request(`recepta-stream:${spec.key}`, { signal: this.abort.signal }, () => this.lead())
      .catch(() => undefined); // AbortError: this tab stopped waiting.
  }

  add(listener: SharedStreamListener): void {
    this.listeners.add(listener);
    listener.onStatus(this.status);
    // A second listener in this tab joins a stream that is live already: it loads on its own.
    if (this.status === 'live') listener.onEvent('ready', '{}');
  }

  close(): void {
    this.closed = true;
    this.abort.abort();
    this.resign?.();
    this.stopSource();
    this.channel.close();
  }

  /** Holds the lock until this tab closes the stream (the promise settles, the lock is released). */
  private lead(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.leading = true;
    this.synced = true;
    this.open();
    return new Promise((resolve) => {
      this.resign = resolve;
    });
  }

  private open(): void {
    const url = new URL(this.spec.url, location.href);
    if (this.spec.resumable && this.lastEventId) url.searchParams.set('lastEventId', this.lastEventId);
    const source = new EventSource(url);
    this.source = source;
    // Resuming, the server replays without a 'ready': the open connection is the sign it is live.
    const resuming = url.searchParams.has('lastEventId');
    source.addEventListener('open', () => {
      if (resuming || this.status === 'offline') this.setStatus('live');
    });
    for (const name of this.spec.events) {
      source.addEventListener(name, (event) => {
        const message = event as MessageEvent<string>;
        // The event goes first: a follower that hears 'live' before any 'ready' would load twice.
        this.publish(name, message.data, message.lastEventId || undefined);
        if (name === 'ready' || name === 'refetch') {
          this.attempt = 0;
          this.setStatus('live');
        }
      });
    }
    source.addEventListener('error', () => {
      if (this.closed || this.source !== source) return;
      this.setStatus('offline');
      // CONNECTING: EventSource retries by itself, with Last-Event-ID. CLOSED: it gave up.
      if (source.readyState !== EventSource.CLOSED) return;
      this.stopSource();
      const wait = RETRY_MS[Math.min(this.attempt++, RETRY_MS.length - 1)];
      this.retry = setTimeout(() => this.open(), wait);
    });
  }

  private stopSource(): void {
    clearTimeout(this.retry);
    this.source?.close();
    this.source = undefined;
  }

  private publish(event: string, data: string, id: string | undefined): void {
    if (id) this.lastEventId = id;
    this.channel.postMessage({ type: 'event', event, data, id } satisfies Note);
    for (const listener of this.listeners) listener.onEvent(event, data);
  }

  private setStatus(status: StreamStatus): void {
    if (status === this.status) return;
    this.status = status;
    if (this.leading)
      this.channel.postMessage({ type: 'status', status, lastEventId: this.lastEventId } satisfies Note);
    for (const listener of this.listeners) listener.onStatus(status);
  }

  private onNote(note: Note): void {
    if (this.closed) return;
    if (note.type === 'hello') {
      if (this.leading) {
        this.channel.postMessage({ type: 'status', status: this.status, lastEventId: this.lastEventId } satisfies Note);
      }
      return;
    }
    // A tab that leads hears only its own stream.
    if (this.leading) return;
    if (note.type === 'status') {
      if (note.lastEventId && !this.lastEventId) this.lastEventId = note.lastEventId;
      this.setStatus(note.status);
      if (note.status === 'live' && !this.synced) {
        this.synced = true;
        for (const listener of this.listeners) listener.onEvent('ready', '{}');
      }
      return;
    }
    if (note.id) this.lastEventId = note.id;
    if ((note.event === 'ready' || note.event === 'refetch') && this.status !== 'live') this.setStatus('live');
    this.synced = true;
    for (const listener of this.listeners) listener.onEvent(note.event, note.data);
  }
}

const streams = new Map<string, SharedStream>();

function canShare(): boolean {
  return typeof BroadcastChannel === 'function' && typeof navigator !== 'undefined' && !!navigator.locks;
}

/** Listens to a stream shared by the browser's tabs; returns the unsubscribe. */
export function subscribeSharedStream(spec: SharedStreamSpec, listener: SharedStreamListener): () => void {
  if (!canShare()) return ownStream(spec, listener);
  let stream = streams.get(spec.key);
  if (!stream) {
    stream = new SharedStream(spec);
    streams.set(spec.key, stream);
  }
  stream.add(listener);
  const mine = stream;
  return () => {
    mine.listeners.delete(listener);
    if (mine.listeners.size > 0) return;
    mine.close();
    if (streams.get(spec.key) === mine) streams.delete(spec.key);
  };
}

/** The stream of this tab alone: where tabs cannot share one. */
function ownStream(spec: SharedStreamSpec, listener: SharedStreamListener): () => void {
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  let live = false;
  listener.onStatus('connecting');
  const open = () => {
    source = new EventSource(spec.url);
    const current = source;
    // A reconnection that replays what was missed sends no 'ready'.
    current.addEventListener('open', () => live && listener.onStatus('live'));
    for (const name of spec.events) {
      current.addEventListener(name, (event) => {
        if (name === 'ready' || name === 'refetch') {
          attempt = 0;
          live = true;
          listener.onStatus('live');
        }
        listener.onEvent(name, (event as MessageEvent<string>).data);
      });
    }
    current.addEventListener('error', () => {
      if (stopped) return;
      listener.onStatus('offline');
      if (current.readyState !== EventSource.CLOSED) return;
      current.close();
      retry = setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    });
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}
