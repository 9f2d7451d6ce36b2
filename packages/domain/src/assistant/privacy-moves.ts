/**
 * Privacy in the chat (docs/privacy.md#notice-and-consent-in-the-chat): the notice's link in the
 * first reply of a conversation, the marketing question asked once (after a first booking, when
 * the patient has never answered it) and its answer recorded, and rights requests written in the
 * patient's words ("quiero mis datos", "borren mis datos") filed with their legal deadline.
 */

import { readRightsRequest } from '../privacy/chat-requests.ts';
import type { RightsRequestKind } from '../privacy/countries.ts';
import { longSpanishDate } from '../time.ts';
import { fresh, result } from './moves.ts';
import type { AssistantContext, AssistantEvent, AssistantReply, AssistantState, StepResult } from './types.ts';

export const consentButtonIds = { yes: 'consent:marketing:yes', no: 'consent:marketing:no' } as const;

const rightNames: Record<RightsRequestKind, string> = {
  access: 'una copia de tus datos',
  rectification: 'corregir tus datos',
  erasure: 'borrar tus datos',
  objection: 'que no usemos tus datos',
};

export const privacySay = {
  notice: (ctx: AssistantContext, url: string): AssistantReply => ({
    text: `Tus datos los trata ${ctx.clinicName} solo para atender tus citas. Aviso de privacidad: ${url}`,
  }),
  marketingAsk: (ctx: AssistantContext): AssistantReply => ({
    text: `¿Quieres recibir por WhatsApp promociones y novedades de ${ctx.clinicName}? Puedes cambiarlo cuando quieras respondiendo SALIR.`,
    buttons: [
      { id: consentButtonIds.yes, title: 'Sí, acepto' },
      { id: consentButtonIds.no, title: 'No, gracias' },
    ],
  }),
  marketingYes: '¡Gracias! Te contaremos nuestras novedades. Responde SALIR cuando quieras dejar de recibirlas.',
  marketingNo: 'Entendido, no te enviaremos promociones. Seguimos aquí para tus citas.',
  rightsRequested: (ctx: AssistantContext, right: RightsRequestKind, dueOn: string | undefined): AssistantReply => ({
    text: `Recibimos tu solicitud para ${rightNames[right]}. El equipo de ${ctx.clinicName} te responderá por este chat${dueOn ? ` a más tardar el ${longSpanishDate(dueOn)}` : ''}.`,
  }),
};

/**
 * A typed answer to the marketing question: only an explicit one. Consent must be unambiguous, so
 * "perfecto, gracias" or 👍 after a booking thank for the booking and consent to nothing.
 */
export function readConsentAnswer(text: string): 'yes' | 'no' | undefined {
  const t = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^(si|acepto|si acepto|si claro|claro que si|si quiero|si por favor|si gracias)$/.test(t)) return 'yes';
  if (/^(no|no gracias|no acepto|no quiero|no por ahora|no por favor|no gracias por ahora)$/.test(t)) return 'no';
  return undefined;
}

/** The words recorded as the consent's wording: the question exactly as shown, and the answer. */
const consentWording = (ctx: AssistantContext, granted: boolean) =>
  `${privacySay.marketingAsk(ctx).text} — ${granted ? 'Sí, acepto' : 'No, gracias'}`;

/**
 * What a message means for privacy, before anything else is read: a tap on (or a plain yes or no
 * to) the marketing question, or a rights request. Undefined: the message is the receptionist's.
 */
export function privacyMessage(
  state: AssistantState,
  event: Extract<AssistantEvent, { type: 'message' }>,
  ctx: AssistantContext,
): StepResult | undefined {
  const tapped =
    event.buttonId === consentButtonIds.yes ? 'yes' : event.buttonId === consentButtonIds.no ? 'no' : undefined;
  const answer = tapped ?? (state.askingMarketing && !event.buttonId ? readConsentAnswer(event.text) : undefined);
  if (answer) {
    const granted = answer === 'yes';
    return result(
      { ...fresh(state), askedMarketing: true },
      [{ text: granted ? privacySay.marketingYes : privacySay.marketingNo }],
      [{ kind: 'consent', purpose: 'marketing', granted, wording: consentWording(ctx, granted) }],
    );
  }
  const right = event.buttonId ? undefined : readRightsRequest(event.text);
  if (right) return result(fresh(state), [], [{ kind: 'rights_request', right }]);
  return undefined;
}

/**
 * The notice's link under the first reply of a conversation, once. In the same message, not one
 * more: the patient reads their answer first, and the count of messages per booking stays.
 */
export function withNotice(before: AssistantState, r: StepResult, ctx: AssistantContext): StepResult {
  const [first, ...rest] = r.replies;
  if (!ctx.privacy || before.noticed || !first) return r;
  const notice = privacySay.notice(ctx, ctx.privacy.noticeUrl).text;
  return {
    ...r,
    state: { ...r.state, noticed: true },
    replies: [{ ...first, text: `${first.text}\n\n${notice}` }, ...rest],
  };
}

/**
 * After a booking, the marketing question, once, to a patient who never answered it: under the
 * booking's confirmation, with its two buttons (the confirmation has none of its own).
 */
export function withMarketingAsk(r: StepResult, ctx: AssistantContext): StepResult {
  const last = r.replies.at(-1);
  if (!ctx.privacy?.askMarketing || r.state.askedMarketing || !last || last.buttons?.length) return r;
  const ask = privacySay.marketingAsk(ctx);
  return {
    ...r,
    state: { ...r.state, askedMarketing: true, askingMarketing: true },
    replies: [...r.replies.slice(0, -1), { text: `${last.text}\n\n${ask.text}`, buttons: ask.buttons ?? [] }],
  };
}
