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
  'cita',
  'citas',
  'hora',
  'horas',
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
  // Saying yes ("clrao que si"; "confirmo" with the verbs): no word of a no is one slip from them.
  'claro',
  'perfecto',
  'excelente',
  'correcto',
  'exacto',
  // English words the chat reads (abbreviations in answers.ts spell them out once corrected).
  'appointment',
  'friday',
  // Greetings ("buenaa tardes" is no afternoon) and people.
  'buenas',
  'buenos',
  'alguien',
  // What is asked.
  'donde',
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
  'cancel',
  'dejar',
  'dejen',
  'seguir',
  'reschedule',
  'change',
  'unsubscribe',
  'confirmo',
  'confirmado',
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

/** English keywords that mean a Spanish one (answers.ts spells them out). */
const sameAs: Record<string, string> = { cancel: 'canc' };

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
  'algo',
  'hola',
  'ok',
  'vale',
  'dale',
  'listo',
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
  'mismo',
  'misma',
  'estar',
  'poder',
  'ir',
  'ser',
  'hacer',
  'tener',
  'pasar',
  'ocupo',
  'ocupa',
  'deseo',
  'viene',
  'asistencia',
  'dejad',
  'deja',
  'deje',
  'dejes',
  'sii',
  'sip',
];

/**
 * Real words one slip from a keyword, or made of two known words: they mean something else and
 * are never changed. Plurals and forms the rules read themselves are here too.
 */
const realWords = [
  // The mouth and its troubles, as patients tell them ("me sangran las encías" is no "envías",
  // "se me partió un diente" no "partir").
  'encia',
  'encias',
  'partio',
  'parti',
  'partido',
  'partida',
  'rompio',
  'rompi',
  'diente',
  'dientes',
  'muela',
  'muelas',
  'calza',
  'calzas',
  'caries',
  'corona',
  'placa',
  'sangra',
  'sangran',
  'sangrado',
  'duele',
  'duelen',
  'dolor',
  'hinchada',
  'hinchado',
  'inflamada',
  'inflamado',
  'molesta',
  'molestan',
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
  'alista',
  'adonde',
  'consulte',
  'consulto',
  'consultar',
  'listar',
  'cover',
  'hover',
  'cancer',
  'deben',
  'preciso',
  'precisa',
  'precisan',
  'conseguir',
  'consigue',
  'consiguen',
  'conseguimos',
  'proseguir',
  'perseguir',
  'alisar',
  'doctorado',
  'accidental',
  'occidental',
  'incidental',
  'accidentales',
  'intercambiar',
  'cancerosa',
  'escrito',
  'escrita',
  'escritos',
  'conforme',
  'agencia',
  'lideres',
  'chance',
  'charge',
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
/** Words that also begin longer words ("con-seguir", "de-tener", "se-para", "en-tre"). */
const prefixes = new Set([
  'inter',
  'com',
  'im',
  'dis',
  'super',
  'auto',
  'pre',
  'tele',
  'sub',
  'anti',
  'ante',
  'a',
  'con',
  'de',
  'des',
  'en',
  'se',
  're',
  'in',
  'sobre',
  'entre',
  'para',
  'por',
  'contra',
  'sin',
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
const endings = new Set(['dos', 'das', 'es', 'os', 'as', 'les', 'nes', 'res', 'ses']);

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

/**
 * Stems of the verbs the rules read in every person and tense ("cancelen", "escribanme",
 * "enviarme"): a slip in a stem of five letters or more is corrected whatever ending follows
 * ("cancleen", "escirban"). Stems with real words one slip away are left out ("confirm"/"conform-e",
 * "agend"/"agenc-ia").
 */
const stems = [
  'cancel',
  'cambi',
  'reserv',
  'adelant',
  'reprogram',
  'reagend',
  'pospon',
  'posterg',
  'aplaz',
  'escrib',
  'recib',
  'elimin',
  'liber',
  'desocup',
  'saqu',
  'atend',
  'avis',
  'envi',
];
/** Stems of other verbs one slip from those ("agend", "atiend"): their words are left alone. */
const ownStems = ['agend', 'atiend', 'ciert', 'cierr', 'cerr', 'cort'];
/** The endings those verbs take in the chat (persons, tenses, a pronoun or two on the end). */
const verbEndings = new Set(
  'a as an e es en o ar er ir ad ed id ais eis is amos emos imos ado ada ados adas ido ida ando iendo aria arian ame eme enme anme arme erme irme ala alo ela elo enla enlo arla arlo erla irla amela emela enmela armela'.split(
    ' ',
  ),
);

/** A word one slip from a stem, then one of the verbs' endings: the stem spelled right. */
function restemmed(word: string): string | undefined {
  if (word.length < 6) return undefined;
  // Same-length slips (a letter changed, two swapped) first, then a letter left out or added.
  for (const delta of [0, -1, 1]) {
    const found = new Set<string>();
    for (const stem of stems) {
      const head = word.slice(0, stem.length + delta);
      const rest = word.slice(stem.length + delta);
      // A word with the stem in it is no slip of it ("cambiado", "describe", "preserve"), nor one
      // that begins with another verb's stem ("agendada" is no "atendada").
      if (word.includes(stem) || ownStems.some((o) => word.startsWith(o))) continue;
      if (slipAt(head, stem) === undefined || !verbEndings.has(rest)) continue;
      // A short word with a one-letter ending is as likely a name with a slip ("Camlia" is no "cambia").
      if (rest.length < 2 && word.length < 7) continue;
      found.add(stem + rest);
    }
    if (found.size === 1) return [...found][0];
    if (found.size > 1) return undefined;
  }
  return undefined;
}

/**
 * Verbs' beginnings a pronoun or "no" runs into ("meavises", "mepasais", "nomanden"): split off
 * whatever their ending.
 */
const verbStarts = [
  'avis',
  'mand',
  'envi',
  'escrib',
  'pas',
  'quit',
  'borr',
  'saq',
  'sac',
  'dej',
  'cancel',
  'cambi',
  'agend',
  'reserv',
  'adelant',
  'mov',
  'muev',
  'anot',
  'apunt',
];
const beforeVerb = new Set(['me', 'te', 'se', 'no', 'ya', 'lo', 'la', 'le', 'nos']);
const afterVerb = new Set(['de', 'del', 'en', 'mi', 'por', 'para', 'con', 'el']);
/** Titles before a professional's name. */
const titles = new Set(['doctora', 'doctor']);

/** Two words the same but for two neighbouring letters swapped. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].findIndex((c, i) => c !== b[i]);
  return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** "eljueves" → "el jueves", "nome" → "no me"; undefined when no safe split. */
function split(word: string): string | undefined {
  let best: { at: number; score: number } | undefined;
  for (let at = 1; at < word.length - 1; at++) {
    const left = word.slice(0, at);
    const right = word.slice(at);
    // "cambiarla", "dejala", "reservame": a verb and its pronoun are one word (a day takes none:
    // "viernesla" is "viernes la"); "esperados", "estados", "bienes": a word and its ending too.
    if (left.length >= 4 && ((clitics.has(right) && !anchors.has(left)) || endings.has(right))) continue;
    // "conseguir", "detener", "separa", "conviene": after a word that is also a prefix, only a
    // keyword is split off ("delimpieza", "paraconsulta").
    if (prefixes.has(left) && !keywordSet.has(right) && !(joinLeft.has(left) && joinRight.has(right))) continue;
    let score = 0;
    // Two words the rules know, one of four letters or more ("eljueves", "lacita", "hayalgo") or
    // both joining words ("nome", "delas"); never a letter alone after a word ("deseo" is no "dese o").
    const joined = joinLeft.has(left) && joinRight.has(right);
    const longer = Math.max(left.length, right.length);
    if (parts.has(left) && parts.has(right) && (longer >= 4 || joined)) score = 100 + longer;
    // A keyword that takes no endings beside three letters or more of anything ("limpiesamanana"),
    // a title before a name ("doctoracarla"), a long keyword after a word ("podesadelantar").
    else if ((anchors.has(left) || titles.has(left)) && right.length >= 3) score = longer;
    else if (anchors.has(right) && left.length >= 3) score = longer;
    else if (keywordSet.has(right) && right.length >= 6 && left.length >= 3 && !known.has(left) && !prefixes.has(left))
      score = longer;
    // A name or other word before "para" or "con" ("carlapara", "mendezpara").
    else if (left.length >= 4 && !known.has(left) && (right === 'para' || right === 'con')) score = 40;
    // A pronoun or "no" before a verb of the rules ("meavises", "nomanden"), a verb with its
    // pronoun before "de" ("borremede", "saquenmede").
    else if (beforeVerb.has(left) && verbStarts.some((v) => right.startsWith(v) && right.length >= v.length + 2))
      score = 50;
    else if (afterVerb.has(right) && /(me|nos|le)$/.test(left) && verbStarts.some((v) => left.startsWith(v)))
      score = 50;
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
  const forms = (w: string) => {
    const base = w.replace(/[oa]$/, '');
    return base === w ? [w, `${w}s`, `${w}es`] : [w, `${w}s`, `${base}o`, `${base}a`, `${base}os`, `${base}as`];
  };
  return forms(k).includes(word) || forms(word).includes(k);
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
    // Two letters swapped make no other form ("quieor" is "quiero").
    return at < k.length - 2 || anchors.has(k) || swapped(word, k) || !otherForm(word, k);
  });
  // Forms of one word ("avisan", "avisen"; "proxima", "proximo"; "cancel" and "cancelar") read alike.
  const family = new Set(near.map((k) => sameAs[k] ?? k.slice(0, 4)));
  return family.size === 1 ? near[0] : undefined;
}

/** Whether two words are one slip apart (a letter changed, left out, added, or two swapped). */
export function oneSlip(a: string, b: string): boolean {
  return slipAt(a, b) !== undefined;
}

/** Each word of folded text repaired: run-together words split, one slip in a keyword corrected. */
export function repairSpelling(folded: string): string {
  return folded
    .split(' ')
    .map((w) => {
      if (w.length < 3 || known.has(w) || !/^\p{L}+$/u.test(w)) return w;
      return split(w) ?? corrected(w) ?? restemmed(w) ?? w;
    })
    .join(' ');
}
