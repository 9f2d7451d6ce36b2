/**
 * How patients write, read once for every automatic message (docs/architecture.md#chat-receptionist):
 * the text normalised (accents, case, repeated letters, chat abbreviations, emojis that mean yes or
 * no, a few English words), then one reader of yes and no used by the receptionist's read-backs, its
 * "¿Seguro que quieres cancelar?" and the reminders' answers ("stop writing to me" in the patient's
 * own words is read in opt-out-words.ts). Rules over the whole message, not its first word.
 */

import { englishToSpanish } from './english.ts';
import { repairSpelling } from './spelling.ts';

/** Emojis that answer a question: 👍 👌 ✅ 🙏 💯 🤝 🙌 are a yes, 👎 ❌ 🚫 a no. */
const yesEmoji = /(\u{1F44D}|\u{1F44C}|\u2705|\u2714|\u{1F64F}|\u{1F4AF}|\u{1F91D}|\u{1F64C}|\u{1F197})/gu;
const noEmoji = /(\u{1F44E}|\u274C|\u{1F6AB}|\u2716)/gu;

/** Chat spellings and abbreviations, whole words, after folding. */
const abbreviations: Record<string, string> = {
  // Weekdays shortened as on calendars ("sáb 28", "mié 25"); "mar" is left alone (the sea, March).
  lun: 'lunes',
  mie: 'miercoles',
  mier: 'miercoles',
  jue: 'jueves',
  juev: 'jueves',
  vie: 'viernes',
  sab: 'sabado',
  // "yano me escriban": typed together.
  yano: 'ya no',
  xa: 'para',
  bnas: 'buenas',
  bns: 'buenas',
  tard: 'tarde',
  vrns: 'viernes',
  q: 'que',
  k: 'que',
  ke: 'que',
  // "k" for "qu", as chat spells it.
  kiero: 'quiero',
  kieres: 'quieres',
  kiere: 'quiere',
  kieren: 'quieren',
  kisiera: 'quisiera',
  porke: 'porque',
  aki: 'aqui',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  xk: 'porque',
  // "con algn de ahí": the vowels left out.
  algn: 'alguien',
  alguin: 'alguien',
  porfa: 'por favor',
  porfis: 'por favor',
  porfavor: 'por favor',
  plis: 'por favor',
  pls: 'por favor',
  please: 'por favor',
  xfa: 'por favor',
  xfavor: 'por favor',
  pf: 'por favor',
  mnn: 'manana',
  mna: 'manana',
  mnna: 'manana',
  manna: 'manana',
  maniana: 'manana',
  tb: 'tambien',
  tmb: 'tambien',
  tbn: 'tambien',
  tmbn: 'tambien',
  d: 'de',
  x: 'por',
  ok: 'ok',
  oki: 'ok',
  okis: 'ok',
  okey: 'ok',
  okay: 'ok',
  oka: 'ok',
  okk: 'ok',
  okas: 'ok',
  dr: 'doctor',
  dra: 'doctora',
  doc: 'doctor',
  hrs: 'horas',
  hr: 'hora',
  hs: 'horas',
  msj: 'mensaje',
  msjs: 'mensajes',
  msg: 'mensaje',
  wsp: 'whatsapp',
  whats: 'whatsapp',
  tmr: 'manana',
  tomorrow: 'manana',
  today: 'hoy',
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miercoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sabado',
  sunday: 'domingo',
  // The weekdays as English abbreviates them ("sat morning", "fri"): no Spanish word spelled so.
  mon: 'lunes',
  tue: 'martes',
  tues: 'martes',
  wed: 'miercoles',
  thu: 'jueves',
  thur: 'jueves',
  thurs: 'jueves',
  fri: 'viernes',
  sat: 'sabado',
  // Months as English writes them ("Dec 3", "January 5th"); "may" is left alone ("may I book").
  january: 'enero',
  jan: 'ene',
  february: 'febrero',
  march: 'marzo',
  april: 'abril',
  apr: 'abr',
  june: 'junio',
  july: 'julio',
  august: 'agosto',
  aug: 'ago',
  september: 'septiembre',
  october: 'octubre',
  november: 'noviembre',
  december: 'diciembre',
  dec: 'dic',
  afternoon: 'tarde',
  morning: 'en la manana',
  evening: 'en la noche',
  close: 'cierran',
  closes: 'cierran',
  opens: 'abren',
  messages: 'mensajes',
  reminders: 'recordatorios',
  yes: 'si',
  confirmed: 'confirmado',
  confirm: 'confirmo',
  // "just confirming I'm coming in", "confirming for Thursday".
  confirming: 'confirmo',
  yeah: 'si',
  yep: 'si',
  yup: 'si',
  sure: 'claro',
  nope: 'no',
  cancel: 'cancelar',
  reschedule: 'cambiar',
  switch: 'cambiar',
  rebook: 'reagendar',
  change: 'cambiar',
  move: 'mover',
  push: 'posponer',
  postpone: 'posponer',
  appointment: 'cita',
  texts: 'mensajes',
  except: 'excepto',
  next: 'proximo',
};

/** An hour in English ("2", "2:30", "5pm"), not a number of days or weeks. */
const englishHour = String.raw`(\d{1,2}(?::\d{2})?(?: ?(?:am|pm|a m|p m))?)(?= |$)(?! ?(?:weeks?|days?|months?|hours?|minutes?|people|times))`;

/** English days said in phrases: "next week", "this thursday", "any day", after the words above. */
const weekdayRe = '(lunes|martes|miercoles|jueves|viernes|sabado|domingo)';
function englishPhrases(text: string): string {
  return (
    text
      .replace(/\bproximo week\b/g, 'la proxima semana')
      .replace(/\bthis week\b/g, 'esta semana')
      .replace(new RegExp(String.raw`\bproximo ${weekdayRe}\b`, 'g'), 'el proximo $1')
      .replace(new RegExp(String.raw`\bthis ${weekdayRe}\b`, 'g'), 'este $1')
      .replace(/\bany day\b/g, 'cualquier dia')
      // "I can't make Thursday", "won't be able to come on Friday": that day refused.
      .replace(
        new RegExp(
          String.raw`\b(?:i )?(?:can ?t|cannot|won ?t be able to|couldn ?t) (?:make it|make|come|go)(?: on)? (?=${weekdayRe}\b)`,
          'g',
        ),
        'no puedo ir el ',
      )
      // "anything sooner than my Thursday appointment?", "move my appointment up" ("mover mi cita" by
      // now): an earlier time.
      .replace(
        /\b(?:anything|something|any time|anytime|a slot|an opening|openings?) (?:sooner|earlier)\b/g,
        'algo antes',
      )
      // "get my appointment earlier", "have it sooner": the appointment itself moved earlier.
      .replace(
        /\b(?:mover|get|have|bring|make) (?:it|my cita|the cita) (?:up|earlier|forward|sooner)\b/g,
        'adelantar mi cita',
      )
      // "any time after 2", "before 11am": hours as bounds, as "después de las 2" and "antes de las 11"
      // ("after 2 weeks" is no hour).
      .replace(new RegExp(String.raw`\b(?:any ?time )?after ${englishHour}`, 'g'), 'despues de las $1')
      .replace(new RegExp(String.raw`\bbefore ${englishHour}`, 'g'), 'antes de las $1')
      .replace(/\bnot (too |so |very )?early\b/g, 'no tan temprano')
  );
}

/**
 * A little word typed together with the next ("enla mañana", "elmiercoles", "parael jueves"): split
 * where the second half is a word of when or of an appointment (a service's name is split against the
 * clinic's own words: understand.ts correctTypos). Never an article after an article: "ella", "ellos".
 */
const gluedWords =
  /^(para|pa|por|en|de|con|x|el|la|del)((?<!^(?:el|la|del))(?:el|la|las|los)|lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|tarde|noche|cita|turno|hora)$/;

/** Chat spellings word by word ("q" → "que", "no m manden" → "no me manden", "enla" → "en la", "kiero" → "quiero"). */
function spelledOut(text: string): string {
  const words = text.split(' ');
  return words
    .flatMap((w, i) => {
      const known = abbreviations[w];
      if (known) return [known];
      // "no m manden", "t escribo": a pronoun cut to its consonant, not the "m" of "p m" nor what an
      // English apostrophe leaves ("i m", "don t", "can t").
      const prev = words[i - 1] ?? '';
      if ((w === 'm' || w === 't') && !/^(a|p|i|\d+|\p{L}*n)$/u.test(prev) && /^\p{L}{2,}/u.test(words[i + 1] ?? ''))
        return [`${w}e`];
      const glued = gluedWords.exec(w);
      if (glued) return [abbreviations[glued[1]!] ?? glued[1]!, glued[2]!];
      // Spelled by ear: "kiero", "kisiera", "kien" are "quiero", "quisiera", "quien".
      return [w.replace(/^k(?=[ei])/, 'qu')];
    })
    .join(' ');
}

/**
 * Folded for reading: lower case, no accents, yes/no emojis as words, other symbols gone, letters
 * repeated three times or more once ("siiii" → "si", "holaaa" → "hola"), chat abbreviations spelled
 * out ("q" → "que", "porfa" → "por favor", "mñn" → "manana"), words run together split and one
 * slip in a long keyword corrected (spelling.ts). Digits and ':' survive for times.
 */
export function normalizeMessage(text: string): string {
  const known = normalized.get(text);
  if (known !== undefined) return known;
  const out = normalizeOnce(text);
  // A turn reads the same message a dozen times (each rule from its own words): read once, kept for
  // the next few turns. Pure, so the cache can only save work.
  if (normalized.size >= 256) normalized.delete(normalized.keys().next().value!);
  normalized.set(text, out);
  return out;
}

const normalized = new Map<string, string>();

function normalizeOnce(text: string): string {
  const folded = text
    // "el 9-12", "jueves 3-12": a day and month joined by a dash, as with a slash.
    .replace(
      /\b(el|d[ií]a|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo) (\d{1,2})-(\d{1,2})\b(?!-)/giu,
      '$1 $2/$3',
    )
    // "no + msjs": a plus between words is "más".
    .replace(/(^|\s)\+(?=\s|\p{L})/gu, '$1 mas ')
    .replace(yesEmoji, ' si ')
    .replace(noEmoji, ' no ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s:/]/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  // English phrases first (english.ts), then the chat spellings word by word, then one slip repaired
  // and run-together words split (spelling.ts), then spelled out again ("viernesporfa" → "viernes porfa").
  return (
    englishPhrases(spelledOut(repairSpelling(spelledOut(englishToSpanish(folded)))))
      .replace(/\bx favor\b|\bpor fa\b/g, 'por favor')
      // English: "good morning" is a greeting, "the 30th" a day of the month.
      .replace(/\bgood en la manana\b/g, 'buenos dias')
      .replace(/\bgood tarde\b/g, 'buenas tardes')
      .replace(/\bgood (en la noche|night)\b/g, 'buenas noches')
      // "alas 3": "a las" typed together before an hour.
      .replace(/\balas (?=\d)/g, 'a las ')
      .replace(/\b(?:the )?(\d{1,2})(?:st|nd|rd|th)\b/g, 'dia $1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Phrases that say yes, as whole words of the normalised text. */
const yesPhrases = [
  'si',
  'sip',
  'sipo',
  'sep',
  'sii',
  'sisi',
  'si si',
  'simon',
  'claro',
  'claro que si',
  'dale',
  'dalee',
  'ok',
  'vale',
  'va',
  'sale',
  'orale',
  'de una',
  'listo',
  'lista',
  'ya',
  'confirmo',
  'confirmado',
  'confirmada',
  'confirmar',
  'confirma',
  'confirmamos',
  'confirmadisimo',
  'perfecto',
  'excelente',
  'genial',
  'de acuerdo',
  'deacuerdo',
  'correcto',
  'exacto',
  'asi es',
  'eso es',
  'por supuesto',
  'obvio',
  'seguro',
  'afirmativo',
  'hagale',
  'hagamosle',
  'esta bien',
  'ta bien',
  'ta bueno',
  'bueno',
  'bien',
  'ahi estare',
  'voy a estar',
  'ahi toy',
  'ahi tamos',
  'ahi estaremos',
  'alli estare',
  'ahi estoy',
  'ahi nos vemos',
  'nos vemos',
  'alla nos vemos',
  'alla estare',
  'cuenten conmigo',
  'cuente conmigo',
  'asistire',
  'voy a ir',
  'ire',
  'alli estaremos',
  'con gusto',
  'me sirve',
  'me parece',
  'me parece bien',
  'esa me sirve',
  'chevere',
  'bacan',
  'joya',
  'barbaro',
  'fenomenal',
  'por favor',
  'hecho',
  'sale y vale',
  'pura vida',
  'okidoki',
  // Assent as a sound: "ajá", "ajam", "mhm", "uhum".
  'aja',
  'ajam',
  'ajap',
  'aha',
  'aham',
  'mhm',
  'mjm',
  'uhum',
  'ujum',
  // English, as patients answer a reminder: "sounds good, see you Thursday".
  'sounds good',
  'sounds great',
  'see you',
  'see ya',
  'be there',
  'works for me',
  'of course',
  'perfect',
  'alright',
  'all right',
];
/** Phrases that say no. "no" alone counts unless it is part of a yes ("no hay problema"). */
const noPhrases = [
  'no',
  'nop',
  'nopo',
  'no po',
  'nel',
  'nones',
  'mejor no',
  'no gracias',
  'para nada',
  'no puedo',
  'no podre',
  'no voy',
  'no quiero',
  'tampoco',
  'negativo',
  'ni modo',
  'dejalo asi',
  'dejala asi',
  'dejala como esta',
  'dejalo como esta',
];
/** Not answers at all, though they carry a yes or no word. */
const neutralPhrases = [
  // "No sé si pueda", "a ver si llego": the "si" is an "if", and the patient is unsure.
  'no se si',
  'no sabria decir si',
  'a ver si',
  'voy a ver si',
  'vere si',
  'no se',
  'no sabria',
  'no estoy seguro',
  'no estoy segura',
  'no hay problema',
  'no hay rollo',
  'no te preocupes',
  'no se preocupe',
  'no importa',
  'no problema',
  'si no es',
  'si no hay',
  'si no se puede',
  'si no le',
  'si no te',
  'ya no',
  'que si',
  'como no',
];
const yesAnswer = new Set(['como no']);
/** English words that end in a doubled letter, not held: "see", "too", "all", "will". */
const englishDoubled = new Set(['see', 'too', 'all', 'will', 'well', 'free', 'agree', 'off', 'fee']);

function phraseRegex(list: readonly string[]): RegExp {
  const sorted = [...list].sort((a, b) => b.length - a.length);
  return new RegExp(`\\b(${sorted.map((p) => p.replace(/ /g, ' ')).join('|')})\\b`, 'g');
}
const yesRe = phraseRegex(yesPhrases);
const noRe = phraseRegex(noPhrases);
const neutralRe = phraseRegex(neutralPhrases);

export interface YesNoWords {
  /** Words that answer yes to this question only ("cancelala" to "¿Seguro que quieres cancelar?"). */
  yes?: readonly string[];
  /** Words that answer no to this question only ("la mantengo"). */
  no?: readonly string[];
}

/**
 * Whether a message answers yes or no, read over the whole message: "ok confirmo", "👍", "sipo, ahí
 * estaré", "ya, sí", "mmm no mejor no, la mantengo", "no puedo". When both are said, the last one
 * counts ("no… bueno sí, dale"). Undefined when neither, or only undecided words ("no sé").
 */
export function readYesNo(text: string, words: YesNoWords = {}): 'yes' | 'no' | undefined {
  // A last letter held ("ajaa", "okk", "vaa") as one, like three or more ("siii": normalizeMessage);
  // English words spelled with it are kept ("see you then", "I'll be there too").
  const t = ` ${normalizeMessage(text).replace(/\b\p{L}*(\p{L})\1+(?=\s|$)/gu, (word, letter: string) =>
    englishDoubled.has(word) ? word : word.replace(/(\p{L})\1+$/u, letter),
  )} `;
  let last: { at: number; answer: 'yes' | 'no' } | undefined;
  const mark = (at: number, answer: 'yes' | 'no') => {
    if (!last || at >= last.at) last = { at, answer };
  };
  // Undecided phrases are blanked first so their words count for nothing.
  let rest = t.replace(neutralRe, (m, _g, at: number) => {
    if (yesAnswer.has(m)) mark(at, 'yes');
    return ' '.repeat(m.length);
  });
  // "ya no me escriban": "ya" is no yes before "no".
  rest = rest.replace(/\bya (?=\s*no\b)/g, '   ');
  const extraYes = words.yes?.length ? phraseRegex(words.yes) : undefined;
  const extraNo = words.no?.length ? phraseRegex(words.no) : undefined;
  for (const [re, answer] of [
    [yesRe, 'yes'],
    [noRe, 'no'],
    [extraYes, 'yes'],
    [extraNo, 'no'],
  ] as const) {
    if (!re) continue;
    re.lastIndex = 0;
    for (let m = re.exec(rest); m; m = re.exec(rest)) {
      // "no voy a ir", "no, por favor": a yes right after "no" is a no.
      const negated = answer === 'yes' && /\bno\s*$/.test(rest.slice(Math.max(0, m.index - 4), m.index));
      mark(m.index + m[0].length, negated ? 'no' : answer);
    }
  }
  return last?.answer;
}
