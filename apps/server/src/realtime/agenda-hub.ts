import type { Database } from '../db/client.ts';
import { KeyedSets } from './keyed-sets.ts';
import { LazyListener } from './listener.ts';
import { APPOINTMENT_CHANNEL, parseChangeNotice, parseRefetchNotice } from './publish.ts';

/** Half-open [start, end) in epoch milliseconds. */
export interface Range {
  start: number;
  end: number;
}

/** A committed change, with the appointment as it is now (loaded after the notice arrived). */
export interface AgendaChange<T> {
  /** Event id: per organisation, increasing in commit order. */
  id: number;
  orgId: string;
  appointmentId: string;
  /** Where the appointment is now. */
  now: Range;
  /** Where it was before, for the changes that moved it. */
  prev: Range[];
  item: T;
}

/** Reads changes from the database (appointment_events joined to the appointment as it is now). */
export interface AgendaSource<T> {
  /** The changes with these event ids, oldest first; ids whose rows are gone are left out. */
  byIds(ids: number[]): Promise<AgendaChange<T>[]>;
  /** Changes of one organisation after `afterId`, oldest first, at most `limit`. */
  after(orgId: string, afterId: number, limit: number): Promise<AgendaChange<T>[]>;
  /** Whether `id` is an event of this organisation that is still kept. */
  has(orgId: string, id: number): Promise<boolean>;
  /** The newest event id of the organisation, if it has any. */
  latest(orgId: string): Promise<number | undefined>;
}

export type StreamMessage<T> =
  | { event: 'appointment'; id: number; data: { type: 'upsert' | 'delete'; appointment: T } }
  /** Fresh subscription: load the range now; later events follow. */
  | { event: 'ready'; id: number | undefined }
  /** The missed events cannot be replayed (too old, unknown or too many): load the range again. */
  | { event: 'refetch'; id: number | undefined };

export interface SubscribeOptions<T> {
  orgId: string;
  range: Range;
  /** The Last-Event-ID the client reconnected with. */
  lastEventId?: number;
  send(message: StreamMessage<T>): void;
  /** Ends the subscriber's connection (its client reconnects and catches up with Last-Event-ID). */
  close(): void;
}

interface Subscriber<T> extends SubscribeOptions<T> {
  /** Id of the last change handled (sent, or skipped as out of range). */
  cursor: number;
  /** Changes that arrive while the subscriber catches up, delivered once it has. */
  buffer: AgendaChange<T>[] | null;
}

export interface HubOptions<T> {
  database: Database;
  source: AgendaSource<T>;
  log: { warn(obj: unknown, msg: string): void };
  /** More missed events than this on reconnect: refetch instead of replaying. */
  replayLimit?: number;
}

/**
 * Fans committed appointment changes out to the live agenda subscribers of one server instance.
 *
 * Every instance LISTENs (listener.ts); a writer on any instance NOTIFYs in its transaction
 * (publish.ts). A notice for an organisation without subscribers here costs nothing; otherwise the
 * change is loaded once (in batches, one query) and offered to each subscriber of that
 * organisation: 'upsert' when the appointment now overlaps its range, 'delete' when it overlapped
 * only before the change (it moved out), nothing otherwise.
 *
 * A subscriber first catches up (replay after its Last-Event-ID, or the newest id for a fresh
 * one) while live changes are buffered; the buffer is then delivered without the ids it already
 * covered. Ids are in commit order per organisation, so "id <= cursor" is exactly "already seen".
 */
export class AgendaHub<T> {
  private readonly subscribers = new KeyedSets<Subscriber<T>>();
  private readonly listener: LazyListener;
  private pending: number[] = [];
  private draining = false;
  private closed = false;
  private readonly replayLimit: number;

  constructor(private readonly options: HubOptions<T>) {
    this.replayLimit = options.replayLimit ?? 500;
    this.listener = new LazyListener(options.database, {
      channel: APPOINTMENT_CHANNEL,
      onMessage: (payload) => this.onNotice(payload),
      onReconnect: () => this.resync(),
      onError: (err) => options.log.warn({ err }, 'agenda listener error'),
    });
  }

  /** Resolves once this instance LISTENs; rejects when it cannot (the stream then answers 503). */
  async ready(): Promise<void> {
    await this.listener.ready();
  }

  /** Starts delivering to a subscriber; resolves once it has caught up. Returns the unsubscribe. */
  async subscribe(options: SubscribeOptions<T>): Promise<() => void> {
    if (this.closed) throw new Error('agenda hub closed');
    // LISTEN must be on before catching up, or a change committed in between would be missed.
    await this.listener.ready();
    const sub: Subscriber<T> = { ...options, cursor: 0, buffer: [] };
    const unsubscribe = this.subscribers.add(sub.orgId, sub);
    try {
      await this.catchUp(sub, options.lastEventId);
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  /** Ends every subscriber's connection (before the HTTP server closes, which waits for them). */
  closeSubscribers(): void {
    this.closed = true;
    for (const sub of this.subscribers.all()) sub.close();
    this.subscribers.clear();
  }

  async close(): Promise<void> {
    this.closeSubscribers();
    await this.listener.close();
  }

  private onNotice(payload: string): void {
    const refetching = parseRefetchNotice(payload);
    if (refetching) {
      this.refetchOrg(refetching);
      return;
    }
    const notice = parseChangeNotice(payload);
    if (!notice || !this.subscribers.has(notice.o)) return;
    this.pending.push(notice.e);
    if (!this.draining) void this.drain();
  }

  /** Loads and delivers pending changes one batch at a time, so each subscriber sees them in order. */
  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length > 0) {
        const ids = this.pending.splice(0, 500);
        let changes: AgendaChange<T>[];
        try {
          changes = await this.options.source.byIds(ids);
        } catch (err) {
          // The changes cannot be delivered: drop these connections; their clients reconnect with
          // Last-Event-ID and get them by replay.
          this.options.log.warn({ err }, 'agenda changes could not be loaded');
          for (const sub of this.subscribers.all()) sub.close();
          continue;
        }
        for (const change of changes) {
          for (const sub of this.subscribers.of(change.orgId)) this.deliver(sub, change);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  /** Every subscriber of the organisation loads its range again, from the newest event on. */
  private refetchOrg(orgId: string): void {
    for (const sub of this.subscribers.of(orgId)) {
      this.options.source
        .latest(orgId)
        .then((latest) => {
          sub.cursor = latest ?? 0;
          sub.send({ event: 'refetch', id: latest });
        })
        .catch((err: unknown) => {
          this.options.log.warn({ err }, 'agenda refetch could not be announced');
          sub.close();
        });
    }
  }

  private deliver(sub: Subscriber<T>, change: AgendaChange<T>): void {
    if (sub.buffer) {
      sub.buffer.push(change);
      return;
    }
    if (change.id <= sub.cursor) return;
    sub.cursor = change.id;
    const type = changeType(sub.range, change.now, change.prev);
    if (type) sub.send({ event: 'appointment', id: change.id, data: { type, appointment: change.item } });
  }

  private async catchUp(sub: Subscriber<T>, lastEventId: number | undefined): Promise<void> {
    const { source } = this.options;
    sub.buffer ??= [];
    const restart = async (event: 'ready' | 'refetch') => {
      const latest = await source.latest(sub.orgId);
      sub.cursor = latest ?? 0;
      sub.send({ event, id: latest });
    };
    if (lastEventId === undefined) await restart('ready');
    else if (!(await source.has(sub.orgId, lastEventId))) await restart('refetch');
    else {
      const missed = await source.after(sub.orgId, lastEventId, this.replayLimit + 1);
      if (missed.length > this.replayLimit) await restart('refetch');
      else {
        sub.cursor = lastEventId;
        this.replay(sub, missed);
      }
    }
    const buffered = sub.buffer;
    sub.buffer = null;
    for (const change of buffered) this.deliver(sub, change);
  }

  /** One message per appointment (its newest state), in event order; every move it made counts for 'delete'. */
  private replay(sub: Subscriber<T>, missed: AgendaChange<T>[]): void {
    const byAppointment = new Map<string, AgendaChange<T>>();
    for (const change of missed) {
      const seen = byAppointment.get(change.appointmentId);
      byAppointment.delete(change.appointmentId);
      byAppointment.set(change.appointmentId, seen ? { ...change, prev: [...seen.prev, ...change.prev] } : change);
    }
    for (const change of byAppointment.values()) {
      sub.cursor = change.id;
      const type = changeType(sub.range, change.now, change.prev);
      if (type) sub.send({ event: 'appointment', id: change.id, data: { type, appointment: change.item } });
    }
    const last = missed.at(-1);
    if (last) sub.cursor = last.id;
  }

  /** After the listener reconnected: notices may have been lost, so every subscriber catches up. */
  private resync(): void {
    for (const sub of this.subscribers.all()) {
      const from = sub.cursor;
      sub.buffer = [];
      this.catchUp(sub, from).catch((err) => {
        this.options.log.warn({ err }, 'agenda subscriber could not catch up');
        sub.close();
      });
    }
  }
}

function overlaps(a: Range, b: Range): boolean {
  return a.start < b.end && b.start < a.end;
}

export function changeType(range: Range, now: Range, prev: readonly Range[]): 'upsert' | 'delete' | undefined {
  if (overlaps(range, now)) return 'upsert';
  return prev.some((p) => overlaps(range, p)) ? 'delete' : undefined;
}
