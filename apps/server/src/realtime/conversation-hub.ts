import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { CONVERSATION_CHANNEL, type ConversationNotice, parseConversationNotice } from './conversation-events.ts';
import { KeyedSets } from './keyed-sets.ts';
import { LazyListener } from './listener.ts';

/** What one notice becomes for the inbox: the message (when one changed) and the conversation's summary. */
export interface ConversationUpdate<M, S> {
  conversationId: string;
  message: M | undefined;
  summary: S | undefined;
}

export interface InboxSource<M, S> {
  load(notice: ConversationNotice): Promise<ConversationUpdate<M, S>>;
}

interface Subscriber<M, S> {
  orgId: string;
  send(update: ConversationUpdate<M, S>): void;
  /** The organisation's configuration changed: the panel reloads it. */
  configChanged(): void;
  close(): void;
}

/**
 * The live inbox of one server instance (docs/architecture.md#live-updates): one LISTEN on the
 * conversations' channel, each notice loaded once (after its transaction committed, whoever wrote
 * it) and handed to the open inboxes of that organisation. No replay: a client that reconnects
 * reloads what it shows, on 'ready'.
 */
export class ConversationHub<M, S> {
  private readonly subscribers = new KeyedSets<Subscriber<M, S>>();
  private readonly listener: LazyListener;
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly options: { database: Database; source: InboxSource<M, S>; log: FastifyBaseLogger }) {
    this.listener = new LazyListener(options.database, {
      channel: CONVERSATION_CHANNEL,
      onMessage: (payload) => this.onNotice(payload),
      // Notices were lost while disconnected: every open inbox reloads.
      onReconnect: () => this.closeSubscribers(),
      onError: (err) => options.log.warn({ err }, 'inbox listener error'),
    });
  }

  async subscribe(sub: Subscriber<M, S>): Promise<() => void> {
    await this.listener.ready();
    return this.subscribers.add(sub.orgId, sub);
  }

  closeSubscribers(): void {
    for (const sub of this.subscribers.all()) sub.close();
    this.subscribers.clear();
  }

  async close(): Promise<void> {
    this.closeSubscribers();
    await this.listener.close();
  }

  private onNotice(payload: string): void {
    const notice = parseConversationNotice(payload);
    if (!notice || !this.subscribers.has(notice.o)) return;
    // In order, one at a time: a status change never overtakes the message it is about.
    this.chain = this.chain.then(async () => {
      if ('k' in notice) {
        for (const sub of this.subscribers.of(notice.o)) sub.configChanged();
        return;
      }
      try {
        const update = await this.options.source.load(notice);
        for (const sub of this.subscribers.of(notice.o)) sub.send(update);
      } catch (err) {
        this.options.log.warn({ err }, 'inbox change could not be loaded');
      }
    });
  }
}
