import {
  type AssistantEvent,
  initialAssistantState,
  mayAnswerPatient,
  readRightsRequest,
  runTurn,
} from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import type { OrgVersions } from '../../db/org-versions.ts';
import { buildManageUrl } from '../booking-page/manage-link.ts';
import type { InboundResponder } from '../channel/inbound/process-inbox.ts';
import { queueReplies } from '../messaging/queue-replies.ts';
import { privacyNoticeUrl } from '../privacy/notice-page.ts';
import { fileRightsRequest } from '../privacy/rights-requests.ts';
import { answerOfferButton } from '../refill/answer-offer.ts';
import { answerReminderWords } from '../reminders/answer-inbound.ts';
import { setOptOut } from '../reminders/opt-out.ts';
import type { OrgSchedule, ScheduleCache } from '../scheduling/read-model/schedule-cache.ts';
import { isPreparedReading, type PreparedReading } from './interpret-inbound.ts';
import { performAction } from './perform-action.ts';
import { loadTurn } from './turn-context.ts';

/**
 * The inbound responder with the chat receptionist (docs/architecture.md#chat-receptionist): the
 * reminders' words first (SALIR, VOLVER, Confirmar, Cancelar), then the receptionist, whose
 * rescheduling also starts from a reminder's Reprogramar. Runs in the transaction that stored the
 * patient's message: one transaction per turn, the conversation's row locked for it.
 */
/** What a turn needs beside the database: the schedule cache, the public address, the manage links' key. */
export interface AssistantDeps {
  cache: ScheduleCache;
  publicUrl: string;
  /** The booking page's link key (booking-page/secrets.ts): confirmations carry the patient's manage link. */
  linkKey?: Buffer | undefined;
}

export function createAssistantResponder(deps: AssistantDeps): InboundResponder {
  return async (tx, input) => {
    // An offer's [La quiero] / [No, gracias] (docs/product.md#waitlist), in any mode, like a reminder's buttons.
    if (await answerOfferButton(tx, input)) return;
    const outcome = await answerReminderWords(tx, input);
    if (outcome.kind === 'answered') return;
    const { message } = input;
    if (outcome.kind === 'confirmed') {
      // "Sí, ahí estaré. ¿Dónde quedan?": the question is answered after the confirmation, written
      // a millisecond later so the thread (ordered by time) and the send queue keep that order.
      const later = { ...input, now: new Date(outcome.repliedAt.getTime() + 1) };
      await assistantTurn(tx, deps, later, { type: 'message', text: message.text ?? '', afterConfirm: true });
      return;
    }
    const event: AssistantEvent =
      outcome.kind === 'reschedule'
        ? { type: 'reschedule', appointmentId: outcome.appointmentId }
        : { type: 'message', text: message.text ?? '', buttonId: message.buttonId, nonText: message.kind === 'other' };
    await assistantTurn(tx, deps, input, event, isPreparedReading(input.prepared) ? input.prepared : undefined);
  };
}

/**
 * One turn of the receptionist for one event of a conversation; silent in staff mode and for an
 * opted-out patient. `prepared` is the optional interpreter's reading of the message, made before
 * this transaction (interpret-inbound.ts): it joins the event only if the conversation is still at
 * the version it was read for; otherwise (another message's turn came between) the rules alone answer.
 */
export async function assistantTurn(
  tx: Db,
  { cache, publicUrl, linkKey }: AssistantDeps,
  { orgId, received, message, now }: Parameters<InboundResponder>[1],
  event: AssistantEvent,
  prepared?: PreparedReading,
): Promise<void> {
  let schedule: OrgSchedule | undefined;
  // The organisation's versions come with the turn's own statement (loadTurn): the cache checks
  // them without a statement of its own.
  // The turn's context needs the catalogue only; a search for free times asks again with its days.
  let versions: OrgVersions | undefined;
  const loadSchedule = async (known?: OrgVersions, until?: number) => {
    versions ??= known;
    const from = now.getTime();
    if (!schedule || until !== undefined) {
      schedule = await cache.get(tx, orgId, { from, until: until ?? from }, versions);
    }
    return schedule;
  };
  const turn = await loadTurn(tx, orgId, received.conversationId, loadSchedule, now);
  if (!turn) return;
  if (turn.mode !== 'assistant') {
    // Staff answer this conversation; a rights request in it still reaches "Solicitudes" with its deadline.
    const right = event.type === 'message' && !event.buttonId ? readRightsRequest(event.text) : undefined;
    if (right) {
      await fileRightsRequest(
        tx,
        orgId,
        { customerId: received.customerId, kind: right, note: 'Pedida por WhatsApp' },
        { createdBy: null, actor: { kind: 'patient' } },
        now,
      );
    }
    return;
  }
  // The clinic's public notice, linked once per conversation; campaigns asked once (docs/privacy.md).
  turn.context.privacy = { noticeUrl: privacyNoticeUrl(publicUrl, orgId), askMarketing: !turn.marketingAnswered };
  // The one guard list (domain send-guards): SALIR stops what the clinic starts, not answers.
  if (!mayAnswerPatient({ ...turn, lastInboundAt: message.at, now })) return;
  const replyAt = Math.max(now.getTime(), message.at.getTime() + 1);
  const read: AssistantEvent =
    prepared && event.type === 'message' && prepared.version === turn.version
      ? { ...event, reading: prepared.reading }
      : event;
  const result = await runTurn(turn.state ?? initialAssistantState, read, turn.context, (action) =>
    performAction(
      {
        tx,
        orgId,
        conversationId: received.conversationId,
        customerId: received.customerId,
        now: new Date(replyAt),
        schedule: (until) => loadSchedule(undefined, until),
        context: turn.context,
        manageUrl: linkKey ? (appointment) => buildManageUrl(linkKey, publicUrl, appointment) : undefined,
      },
      action,
    ),
  );
  // In one statement, a millisecond apart, so the thread shows them in the order said; the
  // receptionist's new state with them. The row is locked by this transaction, so the version
  // cannot have moved; checked all the same.
  const saved = await queueReplies(tx, orgId, received.conversationId, result.replies, new Date(replyAt), {
    value: result.state,
    version: turn.version,
  });
  // Opting out in the patient's own words, once they said yes to the question: the existing path.
  if (result.actions.some((a) => a.kind === 'opt_out')) {
    await setOptOut(tx, orgId, received.customerId, true, 'patient', message.at);
  }
  if (!saved) throw new Error('assistant state changed during its turn');
}
