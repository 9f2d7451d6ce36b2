/**
 * Words as a thumb types them (issue 29, docs/benchmarks.md): two words run together ("eljueves",
 * "nome escriban") are split, and one slip in a long word the receptionist looks for ("semnaa",
 * "cancleen", "miercokes") is read as that word. Applied once, in normalizeMessage (answers.ts), on
 * folded text, so every rule that reads a message reads it repaired.
 *
 * Only where that cannot create another reading: a word the receptionist knows, or a real word one
 * slip away from one of its words ("tarda", "marte", "vienes", "menor"), is never changed; words
 * under five letters are never corrected ("cito" stays "cito"); two words are split only where both
 * are words (or one is a long keyword), and never a real word made of two ("ahora", "ella", "sino").
 * A wrong repair could only be a misunderstanding: nothing typed is acted on without a read-back.
 */

/** The words the receptionist's rules look for: typos of these (five letters or more) are corrected. */
const nouns = [
  // Days and months.
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'sabado',
  'domingo',
  'sabados',
  'domingos',
  'enero',
  'febrero',
  'marzo',
  'abril',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
  // When.
  'manana',
  'tarde',
  'noche',
  'temprano',
  'mediodia',
  'semana',
  'semanas',
  'proxima',
  'proximo',
  'siguiente',
  'entrante',
  'despues',
  'antes',
  'desde',
  'partir',
  'cualquier',
  'menos',
  'excepto',
  'horario',
  'horarios',
  'almuerzo',
  // Appointments and services.
  'turno',
  'turnos',
  'consulta',
  'reserva',
  'limpieza',
  'blanqueamiento',
  'general',
  'dental',
  'doctora',
  'doctor',
  'revision',
  'valoracion',
  'chequeo',
  'ortodoncia',
  'extraccion',
  // People, the waitlist, the messages.
  'persona',
  'recepcionista',
  'asesor',
  'espera',
  'lista',
  'mensajes',
  'recordatorios',
  // What is asked.
  'cuanto',
  'precio',
  'precios',
  'ubicacion',
  'direccion',
  'servicios',
  'gracias',
  'favor',
];

/** Verbs the rules look for (their other forms the rules read themselves: see `corrected`). */
const verbs = [
  'pasado',
  'mover',
  'quiero',
  'quisiera',
  'queria',
  'necesito',
  'gustaria',
  'podria',
  'pueden',
  'puede',
  'agendar',
  'reservar',
  'cancelar',
  'cambiar',
  'reprogramar',
  'reagendar',
  'posponer',
  'postergar',
  'aplazar',
  'adelantar',
  'anular',
  'hablar',
  'avisame',
  'avisen',
  'avisan',
  'libera',
  'desocupa',
  'anotame',
  'apuntame',
  'escriban',
  'manden',
  'envien',
  'recibir',
  'cuesta',
  'cuestan',
  'atienden',
  'abren',
  'cierran',
];
const keywords = [...new Set([...nouns, ...verbs])];
const verbSet = new Set(verbs);

/** Short words that join others ("el", "de las", "no me"): known, never corrected. */
const functionWords = [
  'a',
  'al',
  'de',
  'del',
  'el',
  'la',
  'las',
  'lo',
  'los',
  'en',
  'con',
  'por',
  'para',
  'pa',
  'que',
  'un',
  'una',
  'uno',
  'mi',
  'mis',
  'me',
  'te',
  'se',
  'le',
  'les',
  'nos',
  'su',
  'sus',
  'no',
  'si',
  'ya',
  'y',
  'o',
  'mas',
  'muy',
  'hay',
  'es',
  'ese',
  'esa',
  'este',
  'esta',
  'otra',
  'otro',
  'dia',
  'dias',
  'hoy',
  'hora',
  'horas',
  'cita',
  'citas',
  'algo',
  'hola',
  'buenas',
  'buenos',
  'ok',
  'vale',
  'dale',
  'claro',
  'listo',
  'perfecto',
  'confirmo',
  'puedo',
  'tengo',
  'tienen',
  'vez',
  'ver',
  'dos',
  'tres',
  'tambien',
  'porque',
  'cuando',
  'donde',
  'como',
  'pero',
  'sin',
  'sobre',
  'entre',
  'hasta',
  'todo',
  'toda',
  'bien',
  'nada',
  'aqui',
  'ahi',
  'usted',
  'ustedes',
  'yo',
  'tu',
  'vos',
];

/**
 * Real words one slip from a keyword, or made of two known words: they mean something else and
 * are never changed. Plurals and forms the rules read themselves are here too.
 */
const realWords = [
  // One slip from a keyword.
  'marte',
  'mates',
  'tarda',
  'tardo',
  'tarden',
  'tardes',
  'lunas',
  'nueves',
  'vienes',
  'viene',
  'manzana',
  'mananas',
  'semanal',
  'menor',
  'menso',
  'noches',
  'turna',
  'moler',
  'listo',
  'listas',
  'pasta',
  'horacio',
  'queda',
  'quieto',
  'puedes',
  'puedan',
  'abran',
  'cuenta',
  'cuentan',
  'cuestion',
  'precioso',
  'favorito',
  'persono',
  'generales',
  'personas',
  'pasada',
  'pasadas',
  'pasados',
  'marco',
  'julia',
  'abris',
  'abrir',
  'perdona',
  'perdone',
  'cuarto',
  'cuento',
  'canto',
  'vista',
  'libra',
  'libero',
  'libre',
  'libres',
  'consulte',
  'consulto',
  'consultar',
  'listar',
  'cover',
  'hover',
  'personal',
  'personales',
  'coche',
  'jueces',
  'entero',
  'artes',
  'esfera',
  'sabor',
  'hallar',
  'alla',
  'note',
  'late',
  'else',
  'semi',
  'lines',
  'trade',
  'mario',
  'doctoras',
  'doctores',
  'consultas',
  'reservas',
  'limpiezas',
  'esperas',
  'esperar',
  'esperan',
  'espere',
  'esperen',
  'espero',
  'mensaje',
  'avisa',
  'avise',
  'avisas',
  'libere',
  'liberan',
  'liberen',
  'manda',
  'mande',
  'mandes',
  'mandan',
  'escriba',
  'escribas',
  'escribe',
  'envie',
  'envies',
  'cancela',
  'cancele',
  'cancelen',
  'cancelo',
  'cambia',
  'cambie',
  'cambien',
  'cambio',
  'hablan',
  'hablas',
  'hablo',
  'anula',
  'anule',
  'anulen',
  // Two known words run together, but a word of their own.
  'ahora',
  'ahorita',
  'ella',
  'ellas',
  'ello',
  'sino',
  'alas',
  'ala',
  'asi',
  'aun',
  'ano',
  'sea',
  'eso',
  'esos',
  'esas',
  'mia',
  'mio',
  'mias',
  'mios',
  'lea',
  'alo',
  'nomas',
  'demas',
  'ademas',
  'dese',
  'dele',
  'deme',
  'dame',
  'pala',
  'tela',
  'sepa',
  'mesa',
  'tardecita',
  'nochecita',
  'nochebuena',
  'ellos',
  'noun',
  'junto',
  'juntos',
  'previo',
  'previos',
  'previa',
  'mananita',
  'esperanza',
  'reservacion',
  'reservaciones',
  'solicita',
  'desespera',
  'consultorio',
  'paraguay',
];

const keywordSet = new Set(keywords);
const parts = new Set([...keywords, ...functionWords]);
const known = new Set([...parts, ...realWords]);
/** Joining words that run into each other without a keyword ("nome", "yano", "delas", "conla"). */
const joinLeft = new Set(['no', 'ya', 'de', 'en', 'con', 'por', 'para', 'el', 'la', 'mi', 'que', 'del', 'al']);
const joinRight = new Set([
  'me',
  'te',
  'se',
  'la',
  'las',
  'lo',
  'los',
  'el',
  'mi',
  'mis',
  'no',
  'mas',
  'una',
  'un',
  'que',
  'le',
  'les',
  'nos',
]);
/** Pronouns a verb carries on its end ("cambiarla", "avisenme", "reservame"): one word, not two run together. */
const clitics = new Set(['me', 'te', 'se', 'la', 'las', 'lo', 'los', 'le', 'les', 'nos']);
/**
 * Keywords that stand alone in a message and take no endings: run into a word that is no keyword
 * ("limpiesamanana", "cualquiertarde", "juevesporfa"), they are still split off.
 */
const anchors = new Set([
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'sabado',
  'domingo',
  'manana',
  'tarde',
  'noche',
  'temprano',
  'limpieza',
  'blanqueamiento',
]);
/** Endings that are also short words: "esperados" is no "espera dos", "ubicaciones" no "ubicacion es". */
const endings = new Set(['dos', 'das', 'es', 'os', 'as']);

/** Where two words first differ, when one is a slip of the other (one letter changed, left out, added, or two swapped). */
function slipAt(a: string, b: string): number | undefined {
  if (a === b || Math.abs(a.length - b.length) > 1) return undefined;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const ra = a.slice(i);
  const rb = b.slice(i);
  const one =
    ra.slice(1) === rb.slice(1) ||
    ra.slice(1) === rb ||
    ra === rb.slice(1) ||
    (ra.length >= 2 && ra[0] === rb[1] && ra[1] === rb[0] && ra.slice(2) === rb.slice(2));
  return one ? i : undefined;
}

/** "eljueves" → "el jueves", "nome" → "no me"; undefined when no safe split. */
function split(word: string): string | undefined {
  let best: { at: number; score: number } | undefined;
  for (let at = 1; at < word.length - 1; at++) {
    const left = word.slice(0, at);
    const right = word.slice(at);
    const lk = keywordSet.has(left) ? left.length : 0;
    const rk = keywordSet.has(right) ? right.length : 0;
    // "cambiarla", "avisenme": a verb and its pronoun are one word.
    if (keywordSet.has(left) && (clitics.has(right) || endings.has(right))) continue;
    let score = 0;
    // Two words the rules know, one of them a keyword ("eljueves", "acita") or both joining words
    // ("nome", "delas"); a letter alone only before a keyword ("deseo" is no "dese o").
    const joined = joinLeft.has(left) && joinRight.has(right);
    if (parts.has(left) && parts.has(right) && (lk >= 4 || rk >= 4 || joined)) score = 100 + Math.max(lk, rk);
    // A keyword that takes no endings beside three letters or more of anything ("limpiesamanana").
    else if ((anchors.has(left) && right.length >= 3) || (anchors.has(right) && left.length >= 3))
      score = Math.max(lk, rk);
    if (score > 0 && (!best || score > best.score)) best = { at, score };
  }
  return best ? `${word.slice(0, best.at)} ${word.slice(best.at)}` : undefined;
}

/**
 * Whether `word` may be another form of keyword `k` rather than a slip: a verb's other person or
 * tense ends in a vowel, maybe with n, s, r or d ("avisare", "agenda", "pasad"); a noun's plural or
 * other gender ("servicio", "temprana", "proximas").
 */
function otherForm(word: string, k: string): boolean {
  if (verbSet.has(k)) return /[aeiou][nsrd]?$/.test(word);
  const stem = (w: string) => w.replace(/e?s$/, '').replace(/[oa]$/, '');
  return stem(word) === stem(k);
}

/** The one keyword a word of five letters or more is a slip of; undefined when none or two. */
function corrected(word: string): string | undefined {
  if (word.length < 5) return undefined;
  const near = keywords.filter((k) => {
    if (k.length < 5) return false;
    // "servicio" and "servicios", "proximas" and "proxima": a plural is no slip.
    if (word === `${k}s` || k === `${word}s` || word === `${k}es` || k === `${word}es`) return false;
    const at = slipAt(word, k);
    if (at === undefined) return false;
    // In the last two letters another form of the same word differs ("avisare", "agenda", "pasad",
    // "temprana"): a slip there is corrected only when the word is no such form ("avisn", "turnp").
    return at < k.length - 2 || anchors.has(k) || !otherForm(word, k);
  });
  return new Set(near).size === 1 ? near[0] : undefined;
}

/** Each word of folded text repaired: run-together words split, one slip in a keyword corrected. */
export function repairSpelling(folded: string): string {
  return folded
    .split(' ')
    .map((w) => {
      if (w.length < 3 || known.has(w) || !/^\p{L}+$/u.test(w)) return w;
      return split(w) ?? corrected(w) ?? w;
    })
    .join(' ');
}
