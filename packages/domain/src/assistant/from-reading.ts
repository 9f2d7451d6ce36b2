import { askCancel, book, fresh, handoff, readBack, result, startReschedule, startSearch } from './moves.ts';
import { hasWhen } from './preference.ts';
import { say } from './texts.ts';
import type { AssistantContext, AssistantState, Preference, Reading, StepResult } from './types.ts';

/**
 * The interpreter's reading as the rules' moves: the same transitions (startSearch, choose, book,
 * askCancel…) the rules would take had they read it, so nothing here books a time not offered.
 * Undefined when the reading does not answer anything: the rules' answer (or the miss) stands.
 */
export function fromReading(state: AssistantState, r: Reading, ctx: AssistantContext): StepResult | undefined {
  const pref: Preference = { ...(r.pref ?? {}) };
  const wantsWhen = hasWhen(pref) || pref.resourceId !== undefined;
  if (r.intent === 'human') return handoff(state, say.handoff(ctx));
  const changing = r.intent === 'reschedule' || r.intent === 'cancel' || r.intent === 'info';
  if (!changing) {
    switch (state.step) {
      case 'slot': {
        const all = [...(state.offered ?? []), ...(state.more ?? [])];
        const picked = r.option !== undefined ? all[r.option] : undefined;
        // Read from free text: read back before anything is booked or moved.
        if (picked) return readBack(state, picked, ctx);
        if (r.intent === 'more' && !r.serviceId && !wantsWhen) {
          if (!state.serviceId) break;
          if (!state.more || state.more.length === 0) return result(state, [say.noMore(state.serviceId)]);
          return result(state, [say.moreList(ctx, state.more, state.serviceId)]);
        }
        if (state.serviceId && (r.serviceId || wantsWhen))
          return startSearch({ ...state, serviceId: r.serviceId ?? state.serviceId }, pref, ctx);
        break;
      }
      case 'service':
        if (r.serviceId) return startSearch({ ...state, serviceId: r.serviceId }, { ...state.pref, ...pref }, ctx);
        break;
      case 'name':
        if (r.name) return book(state, ctx, r.name);
        break;
      case 'which': {
        const appt = ctx.patient.appointments.find((a) => a.id === r.appointmentId);
        if (appt)
          return state.intent === 'cancel' ? askCancel(state, appt, ctx) : startReschedule(state, appt, pref, ctx, '');
        break;
      }
      case 'confirm_cancel': {
        const appt = ctx.patient.appointments.find((a) => a.id === state.appointmentId);
        if (!appt) return result(fresh(state), [{ text: say.appointmentGone }]);
        // Only the rules' own reader may say yes to an irreversible step; the model may only keep it.
        if (r.answer === 'no') return result(fresh(state), [say.cancelKept(ctx, appt.start)]);
        break;
      }
      case 'confirm_slot':
      case 'confirm_opt_out':
      case 'confirm_waitlist':
      case 'confirm_series':
      case 'series_conflicts':
      case 'which_waitlist':
      case 'confirm_leave_waitlist':
        // A yes to a read-back comes from the patient's own words read by the rules, or a tap.
        break;
      case 'idle':
        break;
    }
  }
  if (r.intent === 'reschedule' || r.intent === 'cancel') {
    const next: AssistantState = { ...fresh(state), intent: r.intent };
    const list = ctx.patient.appointments;
    if (list.length === 0) return result(fresh(state), [say.noAppointment(ctx)]);
    const appt = list.find((a) => a.id === r.appointmentId) ?? (list.length === 1 ? list[0] : undefined);
    if (!appt)
      return result({ ...next, step: 'which' }, [
        say.whichAppointment(ctx, r.intent === 'cancel' ? 'cancelar' : 'cambiar'),
      ]);
    return r.intent === 'cancel' ? askCancel(next, appt, ctx) : startReschedule(next, appt, pref, ctx, '');
  }
  if (r.intent === 'info') {
    const service = ctx.services.find((s) => s.id === r.serviceId);
    return result(fresh(state), [service ? say.price(ctx, service) : say.info(ctx)]);
  }
  if (r.intent === 'book' || r.serviceId) {
    const next: AssistantState = { ...fresh(state), intent: 'book' };
    const serviceId = r.serviceId ?? (ctx.services.length === 1 ? ctx.services[0]!.id : undefined);
    if (serviceId) return startSearch({ ...next, serviceId }, pref, ctx);
    return result({ ...next, step: 'service', pref }, [say.askService(ctx)]);
  }
  if (r.intent === 'thanks') return result(fresh(state), [{ text: say.thanks(ctx) }]);
  if (r.intent === 'greet') return result(fresh(state), [say.welcome(ctx)]);
  return undefined;
}
