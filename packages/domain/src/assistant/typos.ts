/**
 * Words as patients type them, corrected to the ones the rules read (docs/architecture.md#chat-receptionist):
 * one typo forgiven in longer words, spelling by ear (b/v, c/s/z, k/qu, a silent h), and a little word
 * typed together with the next split off it.
 */

/** Words the rules look for, kept to correct one typo ("agnedar", "cancelr", "ubicasion"). */
/** Words within a typo of the vocabulary that mean something else: never "corrected" ("más adelante" is no "adelantar"). */
const realWords = new Set(['adelante', 'delante', 'espero', 'espere', 'esperen', 'esperamos', 'esperando']);

const vocabulary = [
  'agendar',
  'reservar',
  'cancelar',
  'cambiar',
  'hablar',
  'reprogramar',
  'reagendar',
  'horarios',
  'ubicacion',
  'direccion',
  'precio',
  'precios',
  'servicios',
  'manana',
  'viernes',
  'miercoles',
  'jueves',
  'sabado',
  'domingo',
  'martes',
  'lunes',
  'gracias',
  'temprano',
  'avisame',
  'avisen',
  'avisan',
  'libera',
  'desocupa',
  'adelantar',
  'espera',
  'anotame',
  'apuntame',
  'recepcion',
  'recepcionista',
];

/** Damerau–Levenshtein distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** How many typos a word of this length may carry and still be read. */
export function tolerance(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/** A word as it sounds in Latin American Spanish: the letters people swap when they write by ear. */
function byEar(word: string): string {
  return word
    .replace(/v/g, 'b')
    .replace(/z/g, 's')
    .replace(/c([ei])/g, 's$1')
    .replace(/qu([ei])/g, 'k$1')
    .replace(/c/g, 'k')
    .replace(/ll/g, 'y')
    .replace(/h/g, '');
}

/** Short words read only by ear, too short for a typo: by how they sound. */
const shortByEar = new Map(['cita', 'citas', 'hora', 'horas'].map((k) => [byEar(k), k]));

/** The known word a word is, or is a typo or by-ear spelling of; undefined when none. */
function knownWord(w: string, known: readonly string[]): string | undefined {
  if (/\d/.test(w) || known.includes(w) || realWords.has(w)) return w;
  // Short words only when they sound exactly like one: "sita" is "cita", "ora" "hora".
  if (w.length < 5) return w.length >= 3 ? shortByEar.get(byEar(w)) : undefined;
  let best: string | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const k of known) {
    const max = Math.min(tolerance(k), tolerance(w));
    if (max === 0) continue;
    // A known word with a prefix cut off is a word of its own, no typo: "programar una cita" books,
    // "reprogramar" moves.
    if (k.length - w.length >= 2 && k.endsWith(w)) continue;
    // Spelled by ear: "bierne" is "viernes", "kanselar" "cancelar" (b/v, c/s/z, k/qu, a silent h).
    const dist = Math.min(editDistance(w, k, max), editDistance(byEar(w), byEar(k), max));
    if (dist <= max && dist < bestD) {
      best = k;
      bestD = dist;
    }
  }
  return best;
}

/** Little words typed together with the next one: "paralimpieza", "unacita", "conla". */
const gluedPrefix = /^(para|pa|por|en|el|la|de|del|con|una|un|mi|x)(?=\p{L}{4,}$)/u;

/**
 * Each word close to a known one becomes it: "quiero agnedar" → "quiero agendar"; a known word typed
 * together with a little word before it is split off it: "paralimpieza" → "para limpieza".
 */
export function correctTypos(folded: string, extra: readonly string[] = []): string {
  // A turn corrects the same text several times (each reader of the message): corrected once.
  const key = `${extra.join(',')}|${folded}`;
  const done = corrected.get(key);
  if (done !== undefined) return done;
  const out = correctOnce(folded, extra);
  if (corrected.size >= 256) corrected.delete(corrected.keys().next().value!);
  corrected.set(key, out);
  return out;
}

const corrected = new Map<string, string>();

function correctOnce(folded: string, extra: readonly string[]): string {
  const known = [...vocabulary, ...extra];
  return folded
    .split(' ')
    .map((w) => {
      const word = knownWord(w, known);
      if (word) return word;
      const glued = gluedPrefix.exec(w);
      const rest = glued ? knownWord(w.slice(glued[1]!.length), known) : undefined;
      return glued && rest ? `${glued[1]} ${rest}` : w;
    })
    .join(' ');
}
