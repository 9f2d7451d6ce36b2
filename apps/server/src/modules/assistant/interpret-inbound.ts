import {
  INTERPRET_MAX_CHARS,
  initialAssistantState,
  interpreterMessages,
  isAffirmative,
  isNegative,
  isOptIn,
  isOptOut,
  mayAnswerPatient,
  type Reading,
  readByRules,
  readingFromAnswer,
} from '@recepta/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { InboundPreparer } from '../channel/inbound/process-inbox.ts';
import type { ScheduleCache } from '../scheduling/read-model/schedule-cache.ts';
import type { ChatClient } from './interpreter/chat-completions.ts';
import { peekTurn } from './turn-context.ts';

/** The interpreter's reading of one message, for the conversation's state at `version`. */
export interface PreparedReading {
  kind: 'assistant_reading';
  version: number;
  reading: Reading;
}

export function isPreparedReading(value: unknown): value is PreparedReading {
  return typeof value === 'object' && value !== null && (value as PreparedReading).kind === 'assistant_reading';
}

/**
 * The optional interpreter (docs/architecture.md#the-optional-interpreter), asked BEFORE the turn's
 * transaction opens. The turn runs inside the transaction that stores the message, with the
 * conversation's row and the patient's advisory lock held; a model takes seconds, and holding those
 * locks (and, on PGlite, the one connection) that long would stall every other message. So the
 * conversation is read here without a lock, the rules are run on it, and only a free text they were
 * unsure of is sent; the turn later uses the reading only if the conversation's version has not
 * moved, and the engine takes it only where its rules are still unsure. A tap, a reminder's word
 * (SALIR, sí…), staff mode, an opted-out patient: never sent. Logs ids, outcome, status and
 * duration — never the patient's text, the prompt, the answer or the key.
 */
export function createInterpreterStep(deps: {
  cache: ScheduleCache;
  client: ChatClient;
  log: FastifyBaseLogger;
}): InboundPreparer {
  return async (db, { orgId, message, now }) => {
    const text = message.text ?? '';
    if (message.kind !== 'text' || message.buttonId || !text.trim() || text.length > INTERPRET_MAX_CHARS) return;
    // The reminders' words are answered before the receptionist (modules/reminders/answer-inbound.ts).
    if (isOptOut(text) || isOptIn(text) || isAffirmative(text) || isNegative(text)) return;
    const schedule = await deps.cache.get(db, orgId, { from: now.getTime(), until: now.getTime() });
    const turn = await peekTurn(db, orgId, message.waId, message.profileName, schedule, now);
    if (turn?.mode !== 'assistant') return;
    // The one guard list (domain send-guards): SALIR stops what the clinic starts, not answers.
    if (!mayAnswerPatient({ ...turn, lastInboundAt: message.at, now })) return;
    const state = turn.state ?? initialAssistantState;
    if (!readByRules(state, { type: 'message', text }, turn.context).unsure) return;

    const outcome = await deps.client.complete(interpreterMessages(state, turn.context, text));
    const reading = outcome.kind === 'ok' ? readingFromAnswer(outcome.content, state, turn.context) : undefined;
    deps.log.info(
      {
        orgId,
        wamid: message.wamid,
        outcome: outcome.kind === 'ok' && !reading ? 'refused' : outcome.kind,
        ...('status' in outcome ? { status: outcome.status } : {}),
        ms: outcome.ms,
        ...(reading ? { intent: reading.intent ?? null, serviceId: reading.serviceId ?? null } : {}),
      },
      'assistant interpreter asked',
    );
    if (!reading) return;
    const prepared: PreparedReading = { kind: 'assistant_reading', version: turn.version, reading };
    return prepared;
  };
}
