/**
 * The rest of a message whose yes confirmed a reminder (docs/product.md#reminders): "Sí, ahí estaré.
 * ¿Dónde quedan?" is confirmed by the reminder's reader, then its question is answered here. Only
 * questions: the opening hours of a day, where and when the clinic attends, a price, a question for
 * the clinic's people. Anything else was the confirmation's own words, and gets no second answer.
 */
import { normalizeMessage } from '../messaging/answers.ts';
import { readService } from './choices.ts';
import { fresh, result } from './moves.ts';
import { answerQuestion } from './questions.ts';
import { say } from './texts.ts';
import type { AssistantContext, AssistantState, StepResult } from './types.ts';
import { asksStaffOnly, correctTypos, readIntents } from './understand.ts';

/** A price asked: "¿cuánto cuesta la limpieza?", "y el precio del blanqueamiento?". */
export const asksPrice =
  /\b(precios?|cuanto (cuesta|cuestan|sale|salen|vale|valen|es|seria|cobran)|costo|costos|tarifa|valor)\b/;

export function answerBesidesConfirmation(state: AssistantState, text: string, ctx: AssistantContext): StepResult {
  const folded = correctTypos(normalizeMessage(text));
  const opening = answerQuestion(folded, ctx);
  if (opening) return result(state, [{ text: opening }]);
  const service = readService(folded, undefined, ctx.services, false);
  if (service && asksPrice.test(folded)) return result(fresh(state), [say.price(ctx, service)]);
  if (readIntents(folded).has('info')) return result(state, [{ text: say.whereAndWhen(ctx) }]);
  if (asksStaffOnly(folded)) return result(state, [{ text: say.staffQuestion }]);
  return result(state, []);
}
