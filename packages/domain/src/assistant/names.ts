/**
 * The name a patient gives at the name question (read-by-rules.ts `name` step; interpret.ts checks a
 * model's name against it): apart from understand.ts, which reads what a message asks for.
 */
import { foldText } from '../messaging/intents.ts';
import { readIntents } from './understand.ts';

/** Whom an appointment may be for, as patients name them ("a nombre de mi hija…"). */
const relatives =
  'hija|hijo|hijos|hijas|mama|mamá|madre|papa|papá|padre|esposa|esposo|marido|mujer|abuela|abuelo|nieta|nieto|sobrina|sobrino|hermana|hermano|novia|novio|pareja|suegra|suegro|tia|tía|tio|tío|prima|primo|bebe|bebé|nena|nene';

/** "¿Para qué necesitan mi nombre?", "¿por qué me piden el nombre?": asked at the name question. */
export function asksWhyName(folded: string): boolean {
  return /\b(para que|por que|porque|pa que)\b.*\b(nombre|datos|apellido)\b/.test(folded);
}

/**
 * A name given when asked: "Ana Pérez", "me llamo ana", "soy Carlos Ruiz". Two to five words of
 * letters; anything that reads as a request is not a name.
 */
export function readName(text: string): string | undefined {
  const cleaned = text
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, ' ')
    .replace(/^\s*(hola[,!.\s]*)?(me llamo|mi nombre es|soy|a nombre de|es para|para|es)\s+/i, '')
    // "a nombre de mi hija Sofía Mora": the person the appointment is for, by name.
    .replace(new RegExp(String.raw`^(mi|mis) (${relatives})\s+`, 'iu'), '')
    // "Carlos Pérez, cédula 1-1234-5678": the name, not the document that follows it.
    .replace(
      /[\s,;:-]+(c[eé]dula|dni|rut|curp|pasaporte|documento|identificaci[oó]n|tel[eé]fono|cel|celular)\b.*$/iu,
      '',
    )
    .replace(/[.,;!¡?¿]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // "Ana Mora, muchas gracias": the thanks after a name are no part of it (thanks alone stay thanks).
    .replace(
      /^(.*?\S)(?:\s+(?:(?:muchas|mil)\s+)?(?:gracias|grax|por favor|porfa|xfa|plis))+$/i,
      (all, name: string) => (/^(muchas|mil)$/i.test(name) ? all : name),
    );
  if (cleaned.length < 2 || cleaned.length > 60) return undefined;
  if (!/^[\p{L}' -]+$/u.test(cleaned)) return undefined;
  const parts = cleaned.split(' ');
  if (parts.length > 5) return undefined;
  const folded = foldText(cleaned);
  if (readIntents(folded).size > 0 && !readIntents(folded).has('greet')) return undefined;
  // A question or a sentence is no name: "¿para qué necesitan mi nombre?" (asksWhyName answers it).
  if (/^(si|no|ok|vale|dale|bueno|listo)$/.test(folded)) return undefined;
  if (
    /^(para|por|porque|que|como|cuando|donde|quien|cual|cuanto|y|pero|tengo|necesito|puedo)\b|\bnombre\b/.test(folded)
  )
    return undefined;
  return parts.map((p) => p.charAt(0).toLocaleUpperCase('es') + p.slice(1)).join(' ');
}
