/**
 * How many statements a chat turn's steps send to the embedded database. On PGlite every statement
 * has a fixed cost on the one thread all conversations share, so the count is what a turn's speed
 * rests on (docs/benchmarks.md#the-receptionist-in-a-waiting-room); the counts are PGlite's
 * protocol calls, so these run on PGlite only (on PostgreSQL the same code runs the same statements).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testEnv } from '../../../test/test-env.ts';
import { queueReplies } from '../messaging/queue-replies.ts';
import { answerReminderWords } from '../reminders/answer-inbound.ts';
import { setUpClinic } from '../scheduling/scheduling-fixtures.ts';
import { createDispatcher } from './dispatch/dispatcher.ts';
import { createGraphClient } from './graph/graph-client.ts';
import { receiveMessage } from './inbound/receive-message.ts';
import { createTokenBox } from './token-crypto.ts';

const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

describe.skipIf(testEnv.db !== 'pglite')('statements of a chat turn on PGlite', () => {
  let t: TestApp;
  let orgId: string;
  let counting = false;
  let statements = 0;
  beforeAll(async () => {
    t = await createTestApp();
    orgId = (await setUpClinic(t.app)).member.orgId;
    const pg = t.database.pglite!;
    const raw = pg.execProtocolRaw.bind(pg);
    // A statement starts with its Bind (a prepared one), an unnamed Parse, or a simple Query.
    pg.execProtocolRaw = (message, options) => {
      const type = String.fromCharCode(message[0]!);
      if (counting && (type === 'B' || type === 'Q' || (type === 'P' && message[5] === 0))) statements++;
      return raw(message, options);
    };
  });
  afterAll(() => t.close());

  const count = async (work: () => Promise<unknown>) => {
    statements = 0;
    counting = true;
    try {
      await work();
    } finally {
      counting = false;
    }
    return statements;
  };
  let wamids = 0;
  const inbound = (waId: string) => ({
    waId,
    profileName: 'Ana',
    wamid: `wamid.count.${++wamids}`,
    at: new Date(),
    kind: 'text' as const,
    text: 'hola',
    buttonId: undefined,
  });

  it("stores a known patient's message in two statements: the patient and conversation, then the message with the conversation's update", async () => {
    const waId = '50670001111';
    await t.database.db.transaction((tx) => receiveMessage(tx, orgId, inbound(waId), { locked: true }));
    const received = await count(() =>
      t.database.db.transaction((tx) => receiveMessage(tx, orgId, inbound(waId), { locked: true })),
    );
    // BEGIN and COMMIT besides.
    expect(received).toBe(2 + 2);
  });

  it("answers nothing of the reminders' words without a statement: the conversation's mode and pending question come with the message", async () => {
    const waId = '50670003333';
    const message = inbound(waId);
    await t.database.db.transaction(async (tx) => {
      const received = (await receiveMessage(tx, orgId, message, { locked: true }))!;
      expect(received.conversation).toEqual({ mode: 'assistant', pending: null });
      const input = { orgId, received, message: { ...message, text: 'quiero una limpieza' }, now: new Date() };
      let outcome: unknown;
      expect(await count(async () => (outcome = await answerReminderWords(tx, input)))).toBe(0);
      expect(outcome).toEqual({ kind: 'pass' });
    });
  });

  it("sends a sandbox reply in two statements: the claim, then the rate's grant with the delivery record", async () => {
    const dispatcher = createDispatcher({
      database: t.database,
      deliver: {
        db: t.database.db,
        graph: createGraphClient({ baseUrl: 'http://127.0.0.1:9' }),
        tokenBox: createTokenBox(randomBytes(32)),
        log: silent,
      },
      log: silent,
      now: () => new Date(),
      ratePerSecond: 80,
      listen: false,
    });
    try {
      const waId = '50670002222';
      const reply = async () => {
        const received = await t.database.db.transaction((tx) => receiveMessage(tx, orgId, inbound(waId)));
        await queueReplies(t.database.db, orgId, received!.conversationId, [{ text: 'Hola, Ana' }], new Date());
        const { rows } = await t.database.pglite!.query<{ id: string }>(
          `select id from messages where conversation_id = $1 and status = 'queued'`,
          [received!.conversationId],
        );
        return rows[0]!.id;
      };
      const send = async (id: string) => {
        dispatcher.sendNow(id);
        await dispatcher.idle();
      };
      // The first send of an organisation also makes its rate's row.
      await send(await reply());
      const id = await reply();
      expect(await count(() => send(id))).toBe(2);
      const { rows } = await t.database.pglite!.query<{ status: string; wamid: string | null }>(
        'select status, wamid from messages where id = $1',
        [id],
      );
      expect(rows[0]).toMatchObject({ status: 'delivered', wamid: expect.stringMatching(/^sandbox\./) });
    } finally {
      await dispatcher.close();
    }
  });
});
