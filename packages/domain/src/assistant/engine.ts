/**
 * The chat receptionist's reducer (docs/architecture.md#chat-receptionist): (state, event, context)
 * → { state, replies, actions }. Pure: the server performs the actions (find free times, book, move,
 * cancel, rename, hand over) in the turn's transaction and feeds each result back as an event
 * (`runTurn`), so every rule and race guard of scheduling holds, and tests run the same conversations
 * against an in-memory world.
 */
import { hasWhen } from './dates.ts';
import { fromReading } from './from-reading.ts';
import { findSlots, fresh, miss, result, startReschedule, type WithLead } from './moves.ts';
import { pickOffer } from './offer.ts';
import { readByRules } from './read-by-rules.ts';
import { say } from './texts.ts';
import type {
  AssistantAction,
  AssistantContext,
  AssistantEvent,
  AssistantReply,
  AssistantState,
  StepResult,
} from './types.ts';

/** One step of a conversation. Never throws on any text; answers every patient message. */
export function assistantStep(state: AssistantState, event: AssistantEvent, ctx: AssistantContext): StepResult {
  switch (event.type) {
    case 'message':
      return onMessage(state, event, ctx);
    case 'reschedule': {
      const appt = ctx.patient.appointments.find((a) => a.id === event.appointmentId);
      if (!appt) return result(fresh(state), [{ text: say.appointmentGone }]);
      return startReschedule(fresh(state), appt, {}, ctx, '');
    }
    case 'slots':
      return onSlots(state, event.slots, ctx);
    case 'booked': {
      const service = ctx.services.find((s) => s.id === state.serviceId);
      const chosen = state.chosen;
      if (!chosen) return result(fresh(state), []);
      return result(fresh({ ...state, named: true }), [
        say.booked(ctx, ctx.patient.name, service?.name ?? 'tu servicio', chosen),
      ]);
    }
    case 'moved':
      return result(fresh(state), state.chosen ? [say.moved(ctx, state.chosen)] : []);
    case 'cancelled': {
      const start = state.appointmentStart ?? ctx.patient.appointments.find((a) => a.id === event.appointmentId)?.start;
      return result(fresh(state), start === undefined ? [] : [say.cancelled(ctx, start)]);
    }
    case 'slot_taken': {
      if (!state.serviceId) return result(fresh(state), [say.missMenu()]);
      const next: AssistantState = { ...state, step: 'slot', lead: say.taken };
      delete next.chosen;
      return result(next, [], [findSlots(state.serviceId, state.pref ?? {})]);
    }
  }
}

function onSlots(state: WithLead, slots: AssistantState['offered'] & {}, ctx: AssistantContext): StepResult {
  const service = ctx.services.find((s) => s.id === state.serviceId);
  const lead = state.lead ?? '';
  const base: WithLead = { ...state };
  delete base.lead;
  if (!service) return result(fresh(state), [say.missMenu()]);
  if (slots.length === 0) {
    if (state.pref && hasWhen(state.pref)) {
      // Nothing at the time asked: the soonest times at any time, said so.
      const next: WithLead = { ...base, pref: state.pref.resourceId ? { resourceId: state.pref.resourceId } : {} };
      next.lead = lead || say.notThatTime;
      return result(next, [], [findSlots(service.id, next.pref!)]);
    }
    if (state.pref?.resourceId) {
      const next: WithLead = { ...base, pref: {}, lead: lead || say.notThatTime };
      return result(next, [], [findSlots(service.id, {})]);
    }
    return result(fresh(state), [say.noneAtAll(ctx, service.name)]);
  }
  const { offered, more } = pickOffer(slots, ctx.tz);
  return result({ ...base, step: 'slot', offered, more }, [say.offer(ctx, service.name, offered, lead)]);
}

function onMessage(
  state: AssistantState,
  event: Extract<AssistantEvent, { type: 'message' }>,
  ctx: AssistantContext,
): StepResult {
  if (event.nonText) return result(state, [{ text: say.nonText }]);
  const rules = readByRules(state, event, ctx);
  // The interpreter's reading (interpret.ts) counts only where the rules were unsure, and it only
  // picks among the engine's own moves: a search, a choice among offered times, a question.
  if (event.reading && rules.unsure) {
    const read = fromReading(state, event.reading, ctx);
    if (read) return { ...read, state: { ...read.state, misses: 0 } };
  }
  return rules.result ?? miss(state, ctx);
}

/**
 * A whole turn: the event, then each action performed by `perform` (the server's effects, or a
 * test's world) and its answer fed back, until nothing is left. Replies come in the order said.
 */
export async function runTurn(
  state: AssistantState,
  event: AssistantEvent,
  ctx: AssistantContext | (() => AssistantContext | Promise<AssistantContext>),
  perform: (action: AssistantAction) => Promise<AssistantEvent | undefined>,
): Promise<StepResult> {
  const context = typeof ctx === 'function' ? ctx : () => ctx;
  const replies: AssistantReply[] = [];
  const actions: AssistantAction[] = [];
  const queue: AssistantEvent[] = [event];
  let current = state;
  // Each event yields at most a search, a booking or a change; a few rounds always suffice.
  for (let round = 0; round < 8 && queue.length > 0; round++) {
    const r = assistantStep(current, queue.shift()!, await context());
    current = r.state;
    replies.push(...r.replies);
    for (const action of r.actions) {
      actions.push(action);
      const answer = await perform(action);
      if (answer) queue.push(answer);
    }
  }
  return { state: current, replies, actions };
}
