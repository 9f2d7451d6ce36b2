/**
 * What a patient's message picks (docs/product.md#chat-receptionist): a service by its name, synonyms
 * or description ("limpiesa", "cleaning"), a professional by a name without the title ("con la
 * doctora Carla"), one of the times offered ("la 2", "el segundo", "the second one", "la de las 3").
 * The intents themselves are read in understand.ts.
 */
import { normalizeMessage } from '../messaging/answers.ts';
import { foldText, withoutCourtesy } from '../messaging/intents.ts';
import { defaultServiceDescription } from '../schemas/catalog.ts';
import { hasWhen, matchesPreference, readPreference } from './preference.ts';
import type { AssistantContext, ContextResource, ContextService, OfferedSlot, Preference } from './types.ts';
import { editDistance, tolerance } from './understand.ts';

const stopWords = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'y', 'en', 'con', 'para', 'por', 'un', 'una', 'sin']);
const synonyms: Record<string, string[]> = {
  limpieza: ['limpiesa', 'profilaxis', 'limpiar', 'limpiarme', 'higiene', 'cleaning', 'clean', 'hygiene'],
  consulta: [
    'revision',
    'chequeo',
    'valoracion',
    'evaluacion',
    'revisar',
    'revisen',
    'consultar',
    'checkup',
    'check up',
    'consultation',
    'exam',
  ],
  ortodoncia: ['brackets', 'braquets', 'frenos', 'ortodoncista'],
  blanqueamiento: [
    'blanquear',
    'blanqueo',
    'blanqueamientos',
    'blanquearme',
    'whitening',
    'whiten',
    'whitened',
    'bleaching',
  ],
  extraccion: ['sacar muela', 'muela', 'extraer'],
};

function words(text: string): string[] {
  return text.split(' ').filter((w) => w.length >= 3 && !stopWords.has(w));
}

/** Words that name a service: its name (weight 2), synonyms of those, and its description (weight 1). */
export function serviceWords(service: ContextService): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of words(foldText(service.name))) {
    out.set(w, 2);
    for (const s of synonyms[w] ?? []) for (const sw of s.split(' ')) if (!out.has(sw)) out.set(sw, 2);
  }
  if (service.description !== defaultServiceDescription) {
    for (const w of words(foldText(service.description))) if (!out.has(w)) out.set(w, 1);
  }
  return out;
}

/** A word as it sounds: "blancos" and "blanqueamiento" both begin "blank". */
const soundOf = (w: string) =>
  w
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[aou])/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b');

/**
 * Two words of one family, by their first five sounds ("los dientes blancos" → blanqueamiento,
 * "limpiecita" → limpieza): only when the service was asked for, where "consultorio" can mean no
 * other thing than the one service it sounds like.
 */
function sameStem(said: string, known: string): boolean {
  if (said.length < 6 || known.length < 6) return false;
  return soundOf(said).slice(0, 5) === soundOf(known).slice(0, 5);
}

/**
 * The service a message names: a tapped service button, its number in the list just shown
 * (`byNumber`), or its words (typos forgiven); undefined when none or when two score alike.
 */
export function readService(
  folded: string,
  buttonId: string | undefined,
  services: readonly ContextService[],
  byNumber: boolean,
): ContextService | undefined {
  const tap = /^a:svc:(.+)$/.exec(buttonId ?? '');
  if (tap) return services.find((s) => s.id === tap[1]);
  if (byNumber) {
    const n = /^(?:el |la |opcion |numero )?(\d{1,2})$/.exec(withoutCourtesy(folded));
    if (n) return services[Number(n[1]) - 1];
  }
  const said = words(folded);
  let best: ContextService | undefined;
  let bestScore = 0;
  let tie = false;
  for (const service of services) {
    const known = serviceWords(service);
    let score = 0;
    for (const w of said) {
      let hit = known.get(w) ?? 0;
      if (!hit && w.length >= 5) {
        for (const [k, weight] of known) {
          if (
            k.length >= 5 &&
            (editDistance(w, k, Math.min(tolerance(k), tolerance(w))) <= Math.min(tolerance(k), tolerance(w)) ||
              (byNumber && sameStem(w, k)))
          ) {
            hit = Math.max(hit, weight);
          }
        }
      }
      score += hit;
    }
    if (score > bestScore) {
      best = service;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && score > 0) tie = true;
  }
  return tie ? undefined : best;
}

/** The service a message asks for, and a second one asked with it; `either` when it weighs two. */
export interface ServicesSaid {
  service?: ContextService | undefined;
  /** "Una limpieza y también un blanqueamiento": booked after the first. */
  also?: ContextService | undefined;
  /** "¿Limpieza o blanqueamiento?": neither is taken; the patient is asked which. */
  either?: boolean;
}

/**
 * The services a message names (`readService` for one). Several, in the order said, each by a word of
 * its name (or a synonym) that names no other: the first is asked for and the second comes after,
 * unless they are weighed ("o"). A service turned down ("en vez de la limpieza", "no quiero la
 * limpieza, sino…", "ni el blanqueamiento") is not asked for, nor one the patient holds ("además de mi
 * limpieza del jueves, una consulta").
 */
export function readServicesSaid(
  message: string,
  buttonId: string | undefined,
  services: readonly ContextService[],
  byNumber: boolean,
): ServicesSaid {
  if (buttonId) return { service: readService(message, buttonId, services, byNumber) };
  // "Una consulta, ¿tienen campo para una limpieza?": the aside asks nothing when another service is named.
  const aside = message.replace(questionAside, ' ').replace(/\s+/g, ' ').trim();
  const folded = aside !== message && readService(aside, undefined, services, byNumber) ? aside : message;
  const one = () => ({ service: readService(folded, buttonId, services, byNumber) });
  const tokens = folded.split(' ');
  const named = services.map((service) => ({ service, known: serviceWords(service) }));
  const firstAt = new Map<ContextService, number>();
  // A service turned down or already held: not asked for, so one other named is taken alone.
  let setAside = false;
  tokens.forEach((w, at) => {
    if (w.length < 3 || stopWords.has(w)) return;
    const hits = named.filter(({ known }) => known.get(w) === 2);
    if (hits.length !== 1 || firstAt.has(hits[0]!.service)) return;
    if (declined.test(tokens.slice(Math.max(0, at - 4), at).join(' '))) setAside = true;
    else if (holds(tokens.slice(Math.max(0, at - 3), at).join(' '), tokens.slice(at + 1, at + 4).join(' ')))
      setAside = true;
    else firstAt.set(hits[0]!.service, at);
  });
  const ordered = [...firstAt].sort((a, b) => a[1] - b[1]).map(([service]) => service);
  if (ordered.length >= 2) {
    const either = /\b(o|u|or)\b/.test(folded) && !/\b(y|e|and|tambien)\b/.test(folded);
    return either ? { either } : { service: ordered[0], also: ordered[1] };
  }
  if (ordered.length === 1 && setAside) return { service: ordered[0] };
  return one();
}

/**
 * A service the patient already holds, named to place the wish ("además de mi limpieza del jueves
 * quiero una consulta", "tengo una limpieza el viernes y ocupo un blanqueamiento"): "mi" or "tengo"
 * before it and its day or "que tengo" after it. Not asked for when another service is.
 */
function holds(before: string, after: string): boolean {
  if (/\b(tengo|tenia)( una| un| la| el)?$/.test(before)) return true;
  return (
    /\bmis?$/.test(before) &&
    /^(del|de el|de la|de hoy|de manana|de pasado|de este|de esta|que tengo|que ya tengo|agendad[oa]|programad[oa]|reservad[oa])\b/.test(
      after,
    )
  );
}

/**
 * "Una consulta" (or "tengo una consulta") followed by a colon or the question itself ("¿tienen…?",
 * "¿cuánto…?", "¿se puede…?"): across Latin America "a question", not the service called Consulta.
 */
const questionAside =
  /\b((les |le |te )?(tengo|hago|tenia|hacerles|hacerle) )?una (consulta|consultita)(:|(?= (tienen|tiene|tendran|tendra|hay|habra|cuanto|cuanta|cuando|donde|que|como|cual|cuales|quien|atienden|atiende|puedo|podria|podrian|pueden|puede|se puede|sabe|saben|ustedes|usted|es que|si|para saber|quisiera saber|queria saber|me (pueden|podrian|puede|podria))\b))/g;

/** Words just before a service that turn it down ("en vez de la", "no quiero la", "ni el", "sin"). */
const declined =
  /\b(vez|lugar|no|ni|sin|instead of|not)( (quiero|necesito|busco|es|era|seria|sera|want|need))?( (de|del|la|el|una|un|los|las|a))*$/;

/**
 * "Con quien me atendió la vez pasada", "con la misma doctora", "mi dentista de siempre": the
 * professional of the patient's last visit, not one named.
 */
export function asksSameProfessional(folded: string): boolean {
  return (
    /\b(quien|el que|la que|los que) me (atendio|atendieron|vio|vieron|reviso|revisaron|hizo|hicieron|trato|trataron)\b/.test(
      folded,
    ) ||
    /\b(el mismo|la misma) (doctor|doctora|dr|dra|dentista|odontologo|odontologa|profesional|especialista|persona|medico|medica)\b/.test(
      folded,
    ) ||
    /\bcon (el mismo|la misma)( de (siempre|antes|la vez pasada|la ultima vez|la otra vez))?\b(?! (dia|hora|horario|servicio|fecha|semana))/.test(
      folded,
    ) ||
    /\b(mi|el|la) (doctor|doctora|dr|dra|dentista|odontologo|odontologa|medico|medica) de (siempre|la vez pasada|la ultima vez|la otra vez)\b/.test(
      folded,
    )
  );
}

const titleWords = new Set(['dr', 'dra', 'doctor', 'doctora', 'lic', 'licda', 'sala', 'consultorio']);

/**
 * A professional named in the message ("con la Dra. Ana", "con Carlos"), when exactly one fits. A
 * name of six letters or more is read with one slip ("Mwndez", "Médez" for Méndez); shorter ones
 * only as written ("Carla" is no "carta").
 */
export function readResource(folded: string, resources: readonly ContextResource[]): ContextResource | undefined {
  const said = words(folded);
  const names = (w: string) =>
    said.includes(w) || (w.length >= 6 && said.some((s) => s.length >= 5 && editDistance(s, w, 1) <= 1));
  const hits = resources.filter((r) =>
    words(foldText(r.name)).some((w) => !titleWords.has(w) && w.length >= 3 && names(w)),
  );
  return hits.length === 1 ? hits[0] : undefined;
}

const indifferent =
  /\b(cualquiera|cualquier (hora|horario|dia|una|uno|opcion|momento)|(la|el|lo) que (sea|tengas|tenga|haya|prefieras|prefiera)|(me )?(da|es) (igual|lo mismo|indiferente)|todas? me (sirven|sirve|quedan|viene|vienen)|any( one| time)?|whichever)\b/;

const ordinals: [RegExp, number][] = [
  [/\b(primera|primero|primer|1ra|1era|1a|uno|una|first)\b/, 0],
  [/\b(segunda|segundo|2da|2a|dos|second)\b/, 1],
  [/\b(tercera|tercero|tercer|3ra|3era|3a|tres|third)\b/, 2],
];

/**
 * The offered time a message picks: a tapped time, "la segunda", "2", "la de las 14:00", "el
 * viernes a las 3". Times the patient names are matched against the offered ones first (so "a
 * las 3" finds the 15:00 offered); undefined when nothing offered fits exactly one way.
 */
export function readSlotChoice(
  text: string,
  buttonId: string | undefined,
  offered: readonly OfferedSlot[],
  more: readonly OfferedSlot[],
  ctx: Pick<AssistantContext, 'config' | 'now' | 'tz'>,
): OfferedSlot | undefined {
  const all = [...offered, ...more];
  const tap = /^a:slot:([0-9a-z]+):(.+)$/.exec(buttonId ?? '');
  if (tap) {
    const start = Number.parseInt(tap[1]!, 36);
    return all.find((s) => s.start === start && s.resourceId === tap[2]);
  }
  // "la 3, gracias", "hola, la segunda porfa": the choice between the courtesies.
  const folded = withoutCourtesy(foldText(text));
  const short = folded.split(' ').length <= 4;
  const number = /^(?:la |el |opcion |numero |la opcion )?(\d)$/.exec(folded);
  if (number) return offered[Number(number[1]) - 1];
  // "the 2nd one", "la 2da opción": an ordinal alone picks the time offered, before "2" reads as a day.
  const said = withoutCourtesy(normalizeMessage(text));
  if (
    /^(?:la |el )?(?:primera|primero|segunda|segundo|tercera|tercero|2da|3ra|1ra)(?: opcion| hora| cita)?$/.test(said)
  )
    for (const [re, i] of ordinals) if (re.test(said)) return offered[i];
  // "la del martes" picks the Tuesday offered, whichever week it is in.
  const pref = readPreference(text, ctx.config, ctx.now, ctx.tz, { weekdayAsDate: false });
  if (pref.minutes === undefined && pref.date === undefined && pref.weekday === undefined) {
    // "a cualquier hora", "la que sea", "me da igual": any of those offered, so the first (read back
    // before it is booked, as every time chosen in words).
    if (!hasWhen(pref) && indifferent.test(folded)) return offered[0];
    if (!short && !/\b(la|el|opcion)\b/.test(folded)) return undefined;
    // "a última hora", "a primera hora" say when in the day, not which of the times offered.
    const picked = folded.replace(/\b(primera|ultima) hora\b/g, ' ');
    // "quería uno para la semana que viene": "uno" picks among the times offered that fit the days or
    // part of the day said with it; none fitting, the message is a new wish, not a choice.
    const among = offered.filter((s) => matchesPreference(s.start, pref, ctx.tz));
    if (/\b(ultima|ultimo|last)\b/.test(picked)) return among[among.length - 1];
    for (const [re, i] of ordinals) if (re.test(picked)) return among[i];
    return undefined;
  }
  const exact: Preference = {};
  if (pref.date !== undefined) exact.date = pref.date;
  if (pref.weekday !== undefined) exact.weekday = pref.weekday;
  if (pref.minutes !== undefined) exact.minutes = pref.minutes;
  // "el jueves en la tarde" does not pick the Thursday 09:00 offered: the part of the day must fit too.
  if (pref.part !== undefined) exact.part = pref.part;
  if (pref.after !== undefined) exact.after = pref.after;
  if (pref.before !== undefined) exact.before = pref.before;
  if (pref.times !== undefined) exact.times = pref.times;
  if (pref.from !== undefined) exact.from = pref.from;
  if (pref.to !== undefined) exact.to = pref.to;
  const fits = all.filter((s) => matchesPreference(s.start, exact, ctx.tz));
  if (fits.length === 0) return undefined;
  // Only a time, offered on two days: the earlier (they were listed earliest first).
  if (pref.minutes === undefined && fits.length > 1) return undefined;
  return fits[0];
}
