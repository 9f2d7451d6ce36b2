import { readYesNo } from './answers.ts';

/**
 * What a patient's short reply means, on accent-folded Spanish (docs/product.md#reminders). SALIR, BAJA,
 * STOP and VOLVER count only as whole messages: "SALIR" opts out, "no quiero salir tarde" does not. The chat receptionist reads
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
/** The patient asks to receive no more automatic messages (SALIR, BAJA or STOP, alone in the message). */
export function isOptOut(text: string): boolean {
  return optOutWords.has(foldText(text));
}

/** The patient asks to receive automatic messages again (VOLVER). */
export function isOptIn(text: string): boolean {
  return optInWords.has(foldText(text));
}

/** A yes anywhere in the message: "sí", "ok confirmo", "👍", "sipo, ahí estaré" (answers.ts). */
export function isAffirmative(text: string): boolean {
  return readYesNo(text) === 'yes';
}

/** A no anywhere in the message: "no", "mmm no mejor no", "no puedo" (answers.ts). */
export function isNegative(text: string): boolean {
  return readYesNo(text) === 'no';
}
