import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { InboundMessage, WebhookEvent } from '../graph/graph-schemas.ts';
import type { Received } from './receive-message.ts';

// The shapes shared by processing's steps (process-inbox.ts, prepare-messages.ts, commit-chunk.ts), apart so none imports another back.

/**
 * Answers one new inbound message inside the transaction that stored it (SALIR, a reminder's
 * buttons…): the message and its effects commit together, so a crash cannot keep one without the other.
 */
export type InboundResponder = (
  tx: Db,
  context: {
    orgId: string;
    received: Received;
    message: InboundMessage;
    now: Date;
    /** What the preparer made of this message before the transaction opened, if anything. */
    prepared?: unknown;
  },
) => Promise<void>;

/**
 * Work on a new inbound message BEFORE the transaction that stores and answers it opens, for what
 * may be slow and needs no lock: the chat receptionist's optional interpreter asks a remote model
 * here (docs/architecture.md#the-optional-interpreter), so no row or advisory lock is held while it
 * waits. It must not write, must not throw for a bad message, and must end in bounded time; what
 * it returns reaches the responder as `prepared`, which must check it still applies.
 */
export type InboundPreparer = (
  db: Db,
  context: { orgId: string; message: InboundMessage; now: Date },
) => Promise<unknown>;

export interface ProcessDeps {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  respond?: InboundResponder;
  prepare?: InboundPreparer;
  /** Told of every new inbound message once stored (the chat receptionist of a later issue answers here). */
  onInbound?: (orgId: string, received: Received) => void;
  /** Awaited between the transactions of one batch: the webhook's intake goes first under a burst. */
  yieldTurn?: () => Promise<void>;
}

/** One stored row, read and parsed: what it asks for, each inbound message with its organisation. */
export interface Parsed {
  id: string;
  messages: { orgId: string; message: InboundMessage }[];
  /** With the organisation of the phone number they came under: a status moves only that organisation's messages. */
  statuses: (Extract<WebhookEvent, { type: 'status' }> & { orgId: string })[];
  templates: Extract<WebhookEvent, { type: 'template_status' }>[];
}
