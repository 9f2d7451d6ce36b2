/**
 * What a patient's short reply means, on accent-folded Spanish (docs/product.md#reminders). Only whole
 * messages count: "SALIR" opts out, "no quiero salir tarde" does not. The chat receptionist reads
 * longer messages with its own rules; these are the words every automatic message must honour.
 */

/** Lower case, accents and punctuation gone, emojis and extra spaces dropped: "¡Sí!" → "si". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const optOutWords = new Set(['salir', 'baja', 'stop', 'darme de baja', 'dar de baja']);
const optInWords = new Set(['volver', 'alta', 'start']);
const affirmativeWords = new Set([
  'si',
  'sii',
  'siii',
  'si confirmo',
  'confirmo',
  'confirmar',
  'confirmado',
  'confirmada',
  'ok',
  'okay',
  'okey',
  'oki',
  'dale',
  'claro',
  'claro que si',
  'de acuerdo',
  'listo',
  'perfecto',
  'va',
  'si gracias',
  'ok gracias',
  'confirmo gracias',
  'si por favor',
]);
const negativeWords = new Set(['no', 'nop', 'no gracias', 'mejor no', 'no cancelar', 'no la cancelo', 'mantener']);

/** The patient asks to receive no more automatic messages (SALIR, BAJA or STOP, alone in the message). */
export function isOptOut(text: string): boolean {
  return optOutWords.has(foldText(text));
}

/** The patient asks to receive automatic messages again (VOLVER). */
export function isOptIn(text: string): boolean {
  return optInWords.has(foldText(text));
}

/** A short yes: "sí", "confirmo", "ok", "dale"… */
export function isAffirmative(text: string): boolean {
  return affirmativeWords.has(foldText(text));
}

/** A short no. */
export function isNegative(text: string): boolean {
  return negativeWords.has(foldText(text));
}
