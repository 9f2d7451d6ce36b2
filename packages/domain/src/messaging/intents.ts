import { readYesNo } from './answers.ts';
import { oneSlip } from './spelling.ts';

/**
 * What a patient's short reply means, on accent-folded Spanish (docs/product.md#reminders). SALIR, BAJA,
 * STOP and VOLVER count only as whole messages (a greeting before and thanks after allowed: "hola,
 * SALIR gracias"): "SALIR" opts out, "no quiero salir tarde" does not. The chat receptionist reads
 * longer messages with its own rules; these are the words every automatic message must honour.
 */

/**
 * Lower case, accents and punctuation gone, emojis and extra spaces dropped, a letter held three
 * times or more written once (no Spanish word has three alike): "¡Sííí!" → "si", "SALIIIR" → "salir".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A greeting or a "disculpe" before, thanks or "por favor" after, on folded text. */
const courtesyBefore =
  /^(?:(?:hola|holi|ola|buenas|buenos dias|buen dia|buenas tardes|buenas noches|disculpe|disculpa|perdon|oye|oiga|hey|hi|hello|que tal|saludos|por favor|porfa|please)\s+)+/;
const courtesyAfter = /(?:\s+(?:muchas |mil )?(?:gracias|grax|thanks|thank you|por favor|porfa|please|xfa|plis))+$/;

/**
 * The words between the courtesies (folded): "hola buenas stop" → "stop", "baja gracias" → "baja".
 * The keywords that act at once are still the whole message, only said politely.
 */
export function withoutCourtesy(folded: string): string {
  return folded.replace(courtesyBefore, '').replace(courtesyAfter, '').trim();
}

const optOutWords = new Set(['salir', 'baja', 'stop', 'darme de baja', 'dar de baja']);
const optInWords = new Set(['volver', 'alta', 'start']);
/** The patient asks to receive no more automatic messages (SALIR, BAJA or STOP, alone in the message). */
export function isOptOut(text: string): boolean {
  return optOutWords.has(withoutCourtesy(foldText(text)));
}

/**
 * SALIR or STOP alone with one slip ("SLAIR", "Sair", "stpo"): never acted on as the keyword, only
 * asked back like a request in the patient's words.
 */
export function nearOptOut(text: string): boolean {
  const t = withoutCourtesy(foldText(text));
  return t.length >= 4 && !optOutWords.has(t) && ['salir', 'stop'].some((k) => oneSlip(t, k));
}

/** The patient asks to receive automatic messages again (VOLVER). */
export function isOptIn(text: string): boolean {
  return optInWords.has(withoutCourtesy(foldText(text)));
}

/** A yes anywhere in the message: "sí", "ok confirmo", "👍", "sipo, ahí estaré" (answers.ts). */
export function isAffirmative(text: string): boolean {
  return readYesNo(text) === 'yes';
}

/** A no anywhere in the message: "no", "mmm no mejor no", "no puedo" (answers.ts). */
export function isNegative(text: string): boolean {
  return readYesNo(text) === 'no';
}
