/**
 * The chat receptionist's reducer (docs/architecture.md#chat-receptionist): (state, event, context)
 * → { state, replies, actions }. Pure: the server performs the actions (find free times, book, move,
 * cancel, rename, hand over) in the turn's transaction and feeds each result back as an event
 * (`runTurn`), so every rule and race guard of scheduling holds, and tests run the same conversations
 * against an in-memory world.
 */
import { instantToZoned } from '../time.ts';
import { answerBesidesConfirmation } from './after-confirm.ts';
import { fromReading } from './from-reading.ts';
import { findSlots, fresh, miss, readBack, result, startReschedule, startSearch, type WithLead } from './moves.ts';
import { MORE_LIMIT, pickOffer } from './offer.ts';
import { privacyMessage, privacySay, withMarketingAsk, withNotice } from './privacy-moves.ts';
import { readByRules } from './read-by-rules.ts';
import { askSeries } from './series-moves.ts';
import { say } from './texts.ts';
import type {
  AssistantAction,
  AssistantContext,
  AssistantEvent,
  AssistantReply,
  AssistantState,
  OfferedSlot,
  Preference,
  StepResult,
} from './types.ts';
import { onLeft, onWaitlistEntries } from './waitlist-leave.ts';
import { noneEarlier } from './waitlist-moves.ts';

/** One step of a conversation. Never throws on any text; answers every patient message. */
export function assistantStep(state: AssistantState, event: AssistantEvent, ctx: AssistantContext): StepResult {
  switch (event.type) {
    case 'message':
      return withNotice(state, onMessage(state, event, ctx), ctx);
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
      const booked = say.booked(ctx, ctx.patient.name, service?.name ?? 'tu servicio', chosen, event.manageUrl);
      const second = ctx.services.find((s) => s.id === state.also);
      if (second && service && state.intent === 'book') {
        const next = startSearch(
          {
            ...fresh({ ...state, named: true }),
            intent: 'book',
            serviceId: second.id,
            lead: say.nowSecond(second.name),
          },
          afterBooked(chosen.start, service.durationMin, ctx),
          ctx,
        );
        return { ...next, replies: [booked, ...next.replies] };
      }
      // A service marked "Se repite": the same time the following weeks is offered (series-moves.ts).
      if (service?.recurring && state.intent !== 'reschedule') {
        const asked = askSeries(
          fresh({ ...state, named: true }),
          { serviceId: service.id, resourceId: chosen.resourceId, bookedStart: chosen.start },
          ctx,
        );
        return { ...asked, replies: [booked, ...asked.replies] };
      }
      return withMarketingAsk(result(fresh({ ...state, named: true }), [booked]), ctx);
    }
    case 'moved':
      return result(fresh(state), state.chosen ? [say.moved(ctx, state.chosen, event.manageUrl)] : []);
    case 'cancelled': {
      const start = state.appointmentStart ?? ctx.patient.appointments.find((a) => a.id === event.appointmentId)?.start;
      return result(fresh(state), start === undefined ? [] : [say.cancelled(ctx, start)]);
    }
    case 'opted_out':
      return result(fresh(state), [{ text: say.optedOut }]);
    case 'waitlisted':
      return result(fresh(state), [say.waitlisted(event.until)]);
    case 'waitlist_entries':
      return onWaitlistEntries(state, event.entries, ctx);
    case 'left_waitlist':
      return onLeft(state, event.removed);
    case 'series_booked':
      return result(fresh(state), event.starts.length ? [say.seriesBooked(ctx, event.starts)] : []);
    case 'series_conflicts': {
      if (!state.series || event.free.length === 0)
        return result(fresh(state), [say.seriesConflicts(ctx, event.taken, [])]);
      return result({ ...state, step: 'series_conflicts', series: { ...state.series, free: event.free } }, [
        say.seriesConflicts(ctx, event.taken, event.free),
      ]);
    }
    case 'rights_requested':
      return result(fresh(state), [privacySay.rightsRequested(ctx, event.right, event.dueOn)]);
    case 'slot_taken': {
      if (!state.serviceId) return result(fresh(state), [say.missMenu()]);
      const next: AssistantState = { ...state, step: 'slot', lead: say.taken };
      delete next.chosen;
      return result(next, [], [findSlots(state.serviceId, state.pref ?? {})]);
    }
  }
}

/**
 * The wish widened one step when nothing fits it, keeping what matters most: first the exact time
 * (keeping the day), then the part of the day (keeping the day), then the day (keeping the part),
 * then the professional. Exclusions ("menos el viernes") are never dropped.
 */
function widen(pref: Preference): { pref: Preference; sameDay: boolean } | undefined {
  const next: Preference = { ...pref };
  const day =
    pref.date !== undefined ||
    pref.weekday !== undefined ||
    pref.weekdays !== undefined ||
    pref.from !== undefined ||
    pref.to !== undefined;
  if (pref.minutes !== undefined || pref.times !== undefined || pref.after !== undefined || pref.before !== undefined) {
    delete next.minutes;
    delete next.times;
    delete next.after;
    delete next.before;
    delete next.part;
    return { pref: next, sameDay: day };
  }
  if (pref.part !== undefined && day) {
    delete next.part;
    return { pref: next, sameDay: true };
  }
  if (day) {
    delete next.date;
    delete next.weekday;
    delete next.weekdays;
    delete next.from;
    delete next.to;
    return { pref: next, sameDay: false };
  }
  if (pref.part !== undefined) {
    delete next.part;
    return { pref: next, sameDay: false };
  }
  if (pref.resourceId !== undefined) {
    delete next.resourceId;
    return { pref: next, sameDay: false };
  }
  return undefined;
}

function onSlots(state: WithLead, found: AssistantState['offered'] & {}, ctx: AssistantContext): StepResult {
  let slots = found;
  const service = ctx.services.find((s) => s.id === state.serviceId);
  if (!service) return result(fresh(state), [say.missMenu()]);
  const pref = state.pref ?? {};
  if (state.earlier && state.appointmentStart !== undefined) {
    // "Adelantar mi cita": only times before it; none, and the patient is offered to be told.
    const before = state.appointmentStart;
    slots = slots.filter((s) => s.start < before);
    if (slots.length === 0) return noneEarlier(state, ctx);
  }
  if (slots.length === 0) {
    const wider = widen(pref);
    if (!wider) return result(fresh(state), [say.noneAtAll(ctx, service.name, service.id)]);
    const wish = state.wish ?? pref;
    const next: WithLead = { ...state, pref: wider.pref, wish };
    const asked = wish.minutes ?? wish.times?.[0] ?? wish.after;
    if (wider.sameDay && asked !== undefined) next.near = asked;
    else delete next.near;
    return result(next, [], [findSlots(service.id, wider.pref)]);
  }
  const { lead: before = '', wish, near, ...rest } = state;
  const clean: AssistantState = wish ? { ...rest, unmet: wish } : rest;
  // What could not be met is said, and what is offered instead ("ese día tengo…").
  const lead = wish ? `${before}${say.unmet(ctx, wish, near !== undefined || sameDays(wish, pref))}` : before;
  const offer = near !== undefined ? pickNear(slots, near, ctx.tz) : pickOffer(slots, ctx.tz);
  // The exact day and time asked for is free: read it back at once.
  const exact = !wish && pref.minutes !== undefined && (pref.date !== undefined || pref.weekday !== undefined);
  if (exact && offer.offered.length > 0) {
    return readBack({ ...clean, offered: offer.offered, more: offer.more }, offer.offered[0]!, ctx, lead);
  }
  return result({ ...clean, step: 'slot', offered: offer.offered, more: offer.more }, [
    say.offer(ctx, service.name, offer.offered, lead),
  ]);
}

/** Whether the widened search still holds the day asked for. */
function sameDays(wish: Preference, pref: Preference): boolean {
  return (
    (wish.date !== undefined && pref.date === wish.date) ||
    (wish.weekday !== undefined && pref.weekday === wish.weekday) ||
    (wish.weekdays !== undefined && pref.weekdays !== undefined)
  );
}

/** The three free times nearest a time of day asked for, earliest first; the rest behind "más horarios". */
function pickNear(slots: readonly OfferedSlot[], near: number, tz: string) {
  const distance = (s: OfferedSlot) => {
    const wall = instantToZoned(s.start, tz);
    return Math.abs(wall.minutes - near);
  };
  const sorted = [...slots].sort((a, b) => distance(a) - distance(b) || a.start - b.start);
  const offered = sorted.slice(0, 3).sort((a, b) => a.start - b.start);
  const more = slots.filter((s) => !offered.includes(s)).slice(0, MORE_LIMIT);
  return { offered, more };
}

function onMessage(
  before: AssistantState,
  event: Extract<AssistantEvent, { type: 'message' }>,
  ctx: AssistantContext,
): StepResult {
  if (event.nonText) return result(before, [{ text: say.nonText }]);
  if (event.afterConfirm) return answerBesidesConfirmation(before, event.text, ctx);
  const privacy = privacyMessage(before, event, ctx);
  if (privacy) return privacy;
  // The marketing question is answered by the next message or not at all.
  const { askingMarketing: _asked, ...state } = before;
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

/** The second of two services asked together: the same day, from the end of the first (widened if none). */
function afterBooked(start: number, durationMin: number, ctx: AssistantContext): Preference {
  const at = instantToZoned(start, ctx.tz);
  return { date: at.date, after: at.minutes + durationMin };
}
