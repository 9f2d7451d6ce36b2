/**
 * English as patients write it to a clinic, put into the Spanish the receptionist reads
 * (docs/product.md#chat-receptionist): phrases first, on the folded text (lower case, no accents, no
 * apostrophes: "can't" is "can t"), before the word-by-word chat spellings of answers.ts. Only
 * phrases that Spanish never writes, so a Spanish message passes through unchanged.
 */

const weekday = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?';

/** [English, Spanish] in order: longer phrases before the words they contain. */
const phrases: [RegExp, string][] = [
  // Days not wanted: "any day but Monday", "not on mondays", "I'm not available on Fridays".
  [new RegExp(String.raw`\b(but|except|other than|apart from|besides) (on )?(a )?${weekday}\b`, 'g'), 'menos el $4'],
  [
    new RegExp(
      String.raw`\b(i m |i am )?(not available|not free|busy|unavailable|can t do|cannot do|can t make it|can t come|can t go|no good) (on )?(a )?${weekday}\b`,
      'g',
    ),
    'no puedo los $5',
  ],
  [new RegExp(String.raw`\bnot (on )?(a )?${weekday}\b`, 'g'), 'no el $3'],
  // "I can't make Thursday", "won't make it on Friday": the appointment that day, not kept.
  [
    new RegExp(String.raw`\b(can t|cannot|won t|will not|couldn t) make (it )?(on )?${weekday}\b`, 'g'),
    'no puedo ir el $4',
  ],
  [/\b(can t|cannot|won t|will not|couldn t) make it\b/g, 'no puedo ir'],
  [
    new RegExp(String.raw`\bis ${weekday} (morning |afternoon |evening )?(possible|ok|okay|available|free)\b`, 'g'),
    'puede ser el $1 $2',
  ],
  [new RegExp(String.raw`\b${weekday} (is|are|doesn t|don t|won t) (not |no )?(good|work|works)\b`, 'g'), 'no el $1'],
  // An appointment kept as it is, beside another moved or cancelled: "keep the Friday cleaning",
  // "I'll keep my Thursday one" ("keep getting", "keep me posted" are no appointment).
  [/\b(i ll |i will )?keep (the|my|that) /g, 'mantengo la '],
  // "the Wednesday one", "my Friday appointment": the appointment held that day, named as "la del miércoles".
  [new RegExp(String.raw`\b(the|my) ${weekday} (one|appointment|appt|booking)\b`, 'g'), 'la cita del $2'],
  // "the 2nd one", "the first option": one of the times offered, as "la segunda" (not the 2nd of a month).
  [/\bthe (1st|first) (one|option|time|slot)\b/g, 'la primera'],
  [/\bthe (2nd|second) (one|option|time|slot)\b/g, 'la segunda'],
  [/\bthe (3rd|third) (one|option|time|slot)\b/g, 'la tercera'],
  // When.
  [/\bthe day after tomorrow\b/g, 'pasado manana'],
  [/\b(later|sometime|some time) this week\b/g, 'esta semana'],
  [/\bin (two|2) weeks\b/g, 'dentro de dos semanas'],
  [/\bafter lunch\b/g, 'despues del almuerzo'],
  [/\b(before|by) (noon|midday|lunch)\b/g, 'antes del mediodia'],
  [/\b(at )?(noon|midday)\b/g, 'a mediodia'],
  [/\b(around|about|at about|at around) (\d{1,2})\b/g, 'a eso de las $2'],
  [/\bin the (morning|afternoon|evening)s?\b/g, '$1'],
  [/\b(as soon as possible|asap|soonest|earliest)\b/g, 'lo antes posible'],
  // What.
  [/\b(check up|check-up|consultation|consult|exam|examination|general visit)\b/g, 'consulta'],
  [/\b(teeth|tooth) (cleaning|clean)\b/g, 'cleaning'],
  [/\b(teeth|tooth) whitening\b/g, 'whitening'],
  [/\b(the )?same (doctor|dentist|person) (as )?(last time|before)\b/g, 'la misma doctora de la vez pasada'],
  [/\b(the )?same (doctor|dentist)\b/g, 'la misma doctora'],
  [/\b(who|that) (saw|treated|attended) me\b/g, 'quien me atendio'],
  // The waitlist and earlier times.
  [
    /\b(let me know|tell me|text me|notify me) if (something|anything|a slot|a spot|a time) (opens up|frees up|comes up|opens|becomes available)\b/g,
    'avisame si se libera algo',
  ],
  [/\b(put|add) me (on|to) the (waiting list|waitlist|wait list)\b/g, 'anotame en la lista de espera'],
  [/\b(anything|something|a slot|a time) (earlier|sooner)\b/g, 'algo antes'],
  // Questions.
  [
    /\bwhere (are you|is the clinic|is it|are u)( located)?\b|\bwhat s (your|the) address\b|\bhow do i get there\b/g,
    'donde estan ubicados',
  ],
  [/\b(do|does) (you|u|the clinic) (take|accept) (insurance|card|cards|credit cards?)\b/g, 'aceptan $4'],
  [/\bis there parking\b|\b(do you have|any) parking\b/g, 'tienen parqueo'],
];

export function englishToSpanish(folded: string): string {
  let out = folded;
  for (const [pattern, spanish] of phrases) out = out.replace(pattern, spanish);
  return out;
}
