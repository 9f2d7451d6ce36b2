/**
 * The corpus written any way (issue 29, docs/benchmarks.md): perturbations of a patient's message
 * that real WhatsApp users make and that must not change what the message means. Each is a named
 * function of the text and a seeded random source, so a run is the same every time and a report can
 * say which perturbation broke which conversation (src/assistant/perturbed-corpus.test.ts).
 */

/** A random source in [0, 1), the same sequence for the same seed. */
export type Rng = () => number;

/** mulberry32 seeded by a string's FNV-1a hash: small, fast, and the same on every machine. */
export function seededRng(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

/** Words (runs of letters) with their offsets, for the perturbations that touch one word. */
function wordsOf(text: string, minLength = 1): { at: number; word: string }[] {
  return [...text.matchAll(/\p{L}+/gu)]
    .filter((m) => m[0].length >= minLength)
    .map((m) => ({ at: m.index!, word: m[0] }));
}

/** "Mañana miércoles" → "Manana miercoles": accents and the tilde of ñ left out. */
export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{L})\p{M}+/gu, '$1')
    .normalize('NFC');
}

/** "Quiero Cita" → "quiero cita". */
export function lowercase(text: string): string {
  return text.toLocaleLowerCase('es');
}

/** "quiero cita" → "QUIERO CITA". */
export function allCaps(text: string): string {
  return text.toLocaleUpperCase('es');
}

/** "¿Tienen cita el jueves? Gracias." → "Tienen cita el jueves Gracias": no punctuation, times kept ("3:30", "9/12"). */
export function dropPunctuation(text: string): string {
  return text
    .replace(/[.,](?!\d)|(?<!\d)[.,]/g, '')
    .replace(/[¿¡?!;…"“”()]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** "¿hay cita?" → "¿¿hay cita???": punctuation said twice or more; none: "!!" at the end. */
export function doublePunctuation(text: string, rng: Rng): string {
  if (!/[¿¡?!.,]/.test(text)) return `${text}${pick(rng, ['!!', '!!!', '??'])}`;
  return text
    .replace(/[?]/g, () => pick(rng, ['??', '???']))
    .replace(/[!]/g, () => pick(rng, ['!!', '!!!']))
    .replace(/[¿¡]/g, (m) => m + m)
    .replace(/(?<!\d)[.](?!\d)/g, '...')
    .replace(/,(?!\d)/g, ',,');
}

/** "si" → "siii", "hola" → "holaaa": one word's last vowel held three to five times. */
export function elongate(text: string, rng: Rng): string {
  const candidates = wordsOf(text, 2).filter((w) => /[aeiouáéíóú]/i.test(w.word) && !/(\p{L})\1/u.test(w.word));
  if (candidates.length === 0) return text;
  const { at, word } = pick(rng, candidates);
  const vowels = [...word.matchAll(/[aeiouáéíóú]/gi)];
  const last = vowels[vowels.length - 1]!;
  const i = last.index!;
  const longer = word.slice(0, i + 1) + last[0].repeat(2 + Math.floor(rng() * 3)) + word.slice(i + 1);
  return text.slice(0, at) + longer + text.slice(at + word.length);
}

/** Chat abbreviations, longest phrases first; every occurrence is written short. */
const smsTable: [RegExp, string[]][] = [
  [/\bpor favor\b/giu, ['xfa', 'porfa', 'plis']],
  [/\bpor ?qu[eé]\b/giu, ['xq', 'pq']],
  [/(?<!\p{L})qu[eé](?!\p{L})/giu, ['q', 'k']],
  [/\bpor\b/giu, ['x']],
  [/(?<!\p{L})tambi[eé]n(?!\p{L})/giu, ['tb']],
  [/(?<!\p{L})mañana(?!\p{L})/giu, ['mñn']],
  [/\bde\b/giu, ['d']],
  [/\bpara\b/giu, ['pa', 'pra']],
  [/(?<!\p{L})está(?!\p{L})/giu, ['ta']],
  [/\bestoy\b/giu, ['toy']],
];

/** "por favor, que sea mañana" → "xfa, q sea mñn": que→q/k, por→x, porque→xq/pq, también→tb, para→pa… */
export function smsAbbreviations(text: string, rng: Rng): string {
  let out = text;
  for (const [re, short] of smsTable) out = out.replace(re, () => pick(rng, short));
  return out;
}

/** Letters beside each other on a phone's keyboard (Spanish QWERTY rows). */
const rows = ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm'];
function neighbours(letter: string): string[] {
  for (const row of rows) {
    const i = row.indexOf(letter);
    if (i >= 0) return [row[i - 1], row[i + 1]].filter((x): x is string => x !== undefined);
  }
  return [];
}

/**
 * One slip of the thumb in one word of five letters or more: a key beside the right one, a letter
 * left out, or two letters swapped ("jueves" → "jurves", "jueve", "juevse"). The first letter is
 * kept: slips land inside words.
 */
export function typo(text: string, rng: Rng): string {
  const candidates = wordsOf(text, 5);
  if (candidates.length === 0) return text;
  const { at, word } = pick(rng, candidates);
  const chars = [...word];
  const i = 1 + Math.floor(rng() * (chars.length - 1));
  const kind = pick(rng, ['key', 'drop', 'swap'] as const);
  if (kind === 'drop') chars.splice(i, 1);
  else if (kind === 'swap' && i < chars.length - 1) [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!];
  else {
    const base = stripAccents(chars[i]!).toLowerCase();
    const near = neighbours(base);
    if (near.length === 0) chars.splice(i, 1);
    else {
      const k = pick(rng, near);
      chars[i] = chars[i] === chars[i]!.toUpperCase() ? k.toUpperCase() : k;
    }
  }
  return text.slice(0, at) + chars.join('') + text.slice(at + word.length);
}

/** "hola, quiero cita. gracias" → "hola,quiero cita.gracias": no space after a comma or a full stop. */
export function noSpaceAfterComma(text: string): string {
  return text.replace(/([,.;])\s+(?=\p{L})/gu, '$1');
}

/** "quiero una cita el jueves" → "quiero una cita eljueves": the space between two words missed once. */
export function gluedWords(text: string, rng: Rng): string {
  const pairs = [...text.matchAll(/\p{L}( )\p{L}/gu)].map((m) => m.index! + 1);
  if (pairs.length === 0) return text;
  const i = pick(rng, pairs);
  return text.slice(0, i) + text.slice(i + 1);
}

/** "hola buenas", "disculpe", "oye" before the first message. */
export function greetingFiller(text: string, rng: Rng): string {
  return `${pick(rng, ['hola buenas ', 'disculpe, ', 'oye ', 'buenas, ', 'hola ', 'buenos días, ', 'hola, disculpe '])}${text}`;
}

/** "gracias", "🙏", "😊" after each message. */
export function trailingPoliteness(text: string, rng: Rng): string {
  return `${text}${pick(rng, [' gracias', ' 🙏', ' 😊', ', gracias!', ' 🙏🙏', ' muchas gracias'])}`;
}

/** Emojis that mean nothing here (no 👍 or ❌: those answer yes or no). */
const neutralEmojis = ['😊', '😅', '🙂', '😁', '🤗', '❤️', '✨', '😬', '🥲', '🙈', '🦷', '😄'];

/** One emoji where a word starts or at the end: "quiero 😅 una cita". */
export function emoji(text: string, rng: Rng): string {
  const spots = [...[...text.matchAll(/ /g)].map((m) => m.index!), text.length];
  const i = pick(rng, spots);
  const e = pick(rng, neutralEmojis);
  return i === text.length ? `${text} ${e}` : `${text.slice(0, i)} ${e}${text.slice(i)}`;
}

/** Someone typing in a hurry: lower case, no accents, no punctuation, chat abbreviations. */
export function hurried(text: string, rng: Rng): string {
  return dropPunctuation(stripAccents(smsAbbreviations(lowercase(text), rng)));
}

export interface Perturbation {
  name: string;
  /** Only the conversation's first message (a greeting), or every message the patient types. */
  scope: 'first' | 'every';
  apply: (text: string, rng: Rng) => string;
}

export const perturbations: Perturbation[] = [
  { name: 'stripAccents', scope: 'every', apply: stripAccents },
  { name: 'lowercase', scope: 'every', apply: lowercase },
  { name: 'allCaps', scope: 'every', apply: allCaps },
  { name: 'dropPunctuation', scope: 'every', apply: dropPunctuation },
  { name: 'doublePunctuation', scope: 'every', apply: doublePunctuation },
  { name: 'elongate', scope: 'every', apply: elongate },
  { name: 'smsAbbreviations', scope: 'every', apply: smsAbbreviations },
  { name: 'typo', scope: 'every', apply: typo },
  { name: 'noSpaceAfterComma', scope: 'every', apply: noSpaceAfterComma },
  { name: 'gluedWords', scope: 'every', apply: gluedWords },
  { name: 'greetingFiller', scope: 'first', apply: greetingFiller },
  { name: 'trailingPoliteness', scope: 'every', apply: trailingPoliteness },
  { name: 'emoji', scope: 'every', apply: emoji },
  { name: 'hurried', scope: 'every', apply: hurried },
];

/**
 * What a patient types under a perturbation, for one conversation: the same text always comes out
 * the same (seeded by the perturbation, the conversation and the text), the first message alone
 * for a `first` perturbation.
 */
export function typist(
  p: Perturbation,
  conversationId: string,
  /** Another seed draws other slips, other words glued: a fresh sample of the same perturbation. */
  seed = '',
): { type: (text: string) => string; changed: () => boolean } {
  let typed = 0;
  let changed = false;
  return {
    type(text: string) {
      const first = typed++ === 0;
      if (p.scope === 'first' && !first) return text;
      const out = p.apply(text, seededRng(`${p.name}|${conversationId}|${text}${seed}`));
      if (out !== text) changed = true;
      return out;
    },
    changed: () => changed,
  };
}
