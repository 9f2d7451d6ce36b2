/**
 * "Stop writing to me" in the patient's own words (docs/product.md#reminders), read on the text as
 * answers.ts normalises it: every automatic message honours it once the patient says yes to it.
 */
import { normalizeMessage } from './answers.ts';

/**
 * The patient asks, in their own words, to get no more messages ("ya no me escriban", "no me manden
 * más mensajes", "quítenme de la lista", "quiero darme de baja"). Asked back once before acting;
 * SALIR, BAJA and STOP alone act at once (intents.ts). Cancelling an appointment is not this
 * ("dar de baja mi turno").
 */
export function asksToStopMessages(text: string): boolean {
  const t = normalizeMessage(text);
  if (/\b(cita|turno|consulta|hora con)\b/.test(t) && !/\bmensajes?\b/.test(t)) return false;
  // "no me escriban a este número, escríbanme al otro": a new number, not an end to messages.
  if (/\b(al|a mi|a este|el) (otro|nuevo) (numero|celular|telefono|whatsapp)\b|\bescribanme al otro\b/.test(t))
    return false;
  // b and v sound the same: "no me escrivan", "no me enbien" are read as spelled right.
  // S and c sound the same before e and i: "resivir" is read as "recibir".
  return [t, t.replace(/v/g, 'b'), t.replace(/b/g, 'v')].some(
    (v) => stopWords(v) || stopWords(v.replace(/s(?=[ei])/g, 'c')),
  );
}

/**
 * Not a thing sent: "no me mandes la ubicación, ya sé dónde es", "no hace falta que me manden el mapa"
 * ask for no location, not for no more messages; "no me manden más tarde que las 5" asks for a time.
 */
const aThing = String.raw`(?!(?: mas)? (?:la|el|los|las|esa|ese|eso|esto|esta|este|una|un|otra|otro) (?!mensajes?|recordatorios?|whatsapps?|notificaciones|avisos?)\w| (?:mas )?(?:tarde|temprano)\b)`;

/** Writing, sending or contacting in the subjunctive, every person: "que me escriban", "que me enviéis". */
const sendingSubjunctive =
  'escriban|escribas|escriba|escribais|manden|mandes|mande|mandeis|envien|envies|envie|envieis|contacten|contactes|contacte|contacteis|hablen|hables|hableis';

/** Verbs of needing, as each country says them: "ya no ocupo que me escriban" (Costa Rica). */
const need = '(?:necesito|necesitamos|ocupo|ocupamos|requiero|preciso)';

/** Not wanting, in the persons and tenses patients write: "no quiero", "no queremos", "no me interesa". */
const want = `(?:quiero|queremos|quisiera|deseo|deseamos|${need}|me interesa|nos interesa)`;

function stopWords(t: string): boolean {
  return (
    // "ya no hace falta que me escriban", "no es necesario que me manden mensajes".
    new RegExp(
      String.raw`\bno (hace falta|es necesario|hay necesidad de|${need}) (que me (escriban|escribas|escriba|escribais|manden|mandes|mande|mandeis|envien|envies|envie|envieis|contacten|sigan escribiendo|lleguen)|(escribirme|mandarme|enviarme|contactarme))\b${aThing}`,
    ).test(t) ||
    // "no quiero que me vuelvan a escribir", "quiero dejar de recibir mensajes", "ya no me interesa recibir mensajes".
    new RegExp(
      String.raw`\bno ${want} que me (vuelvan a |sigan |esten |estes |este |anden )?(escribir|mandar|enviar|contactar|llegar|escribiendo|mandando|enviando|llegando|contactando|avisar|avisando|notificar|notificando|recordar|recordando)\b`,
    ).test(t) ||
    // The wish in the subjunctive, in every person ("vosotros" too): "no quiero que me enviéis más
    // mensajes", "no queremos que nos escriban", "no quiero que me escribas más".
    new RegExp(String.raw`\bno ${want} que (me|nos) (${sendingSubjunctive})\b${aThing}`).test(t) ||
    // "no me hablen más a este número": talking, only with "más" ("no me hable así" is no stop).
    /\bno (me|nos) (hablen|hables|hable|hableis) mas\b/.test(t) ||
    // "no me sigan mandando mensajes", "no me sigas escribiendo".
    new RegExp(
      String.raw`\bno (me |nos )?(sigan|sigas|siga|sigais) (escribiendo|mandando|enviando|contactando|molestando)(me|nos)?\b${aThing}`,
    ).test(t) ||
    // "le agradezco no enviarme más mensajes", "favor no escribirme más", "no volver a contactarme".
    /\bno (enviarme|mandarme|escribirme|contactarme) (mas|mensajes|recordatorios)\b/.test(t) ||
    /\bno (volver|volvais|vuelvan|vuelvas|vuelva) a (contactar|escribir|mandar|enviar|molestar)(me|nos)?\b/.test(t) ||
    // "no quiero que me llegue nada de ustedes", "que no me llegue nada más".
    /\b(no quiero|no deseo|que no) (que )?me (llegue|lleguen|manden|envien|escriban) (nada|mas nada|ningun|ninguna)\b/.test(
      t,
    ) ||
    // "basta de mensajes", "ya basta de recordatorios".
    /\b(basta|suficiente|ya estuvo) (de|con) (los |sus |tantos |estos )?(mensajes|recordatorios|whatsapps?|notificaciones|avisos)\b/.test(
      t,
    ) ||
    // With whose messages or none: "dejar de recibir vuestros avisos", "dejar de recibir sus recordatorios".
    /\bdejar de recibir (sus |vuestros |vuestras |tus |los |las |estos |esos |tantos )?(mensajes|notificaciones|recordatorios|whatsapps?|avisos)\b/.test(
      t,
    ) ||
    /\bno me interesa(n)? (recibir|que me (escriban|manden|envien)|(los|sus|mas) (mensajes|recordatorios))\b/.test(t) ||
    // "pueden borrar mi número", "borrad mi número de vuestra lista", "elimínenme de su lista".
    /\b(borr|elimin|quit|sac|saqu|retir)(ar|en|e|ad|a|ais|eis|ame|enme|eme|adme|arme) (mi (numero|contacto|telefono|celular)|mis datos|de (la|las|los|su|sus|vuestra|vuestras|vuestros|tu|tus|esta|estas|estos) (lista|listas|base|contactos|envios|difusion|mensajes|recordatorios|notificaciones|avisos))\b(?! de espera)/.test(
      t,
    ) ||
    new RegExp(
      String.raw`\bno (me |nos )?(escriban|escribas|escriba|escribais|manden|mandes|mande|mandeis|envien|envies|envie|envieis|contacten|contactes|contacteis|molesten|molestes|molesteis|jodan|lleguen)( mas)?\b${aThing}`,
    ).test(t) ||
    // The polite past subjunctive asks too: "os agradecería que dejarais de enviarme mensajes", "si dejaran de escribirme".
    new RegExp(
      String.raw`\b(dejen|deja|deje|dejad|dejeis|dejaran|dejaras|dejara|dejarais|dejasen|dejases|dejase|dejaseis|paren|para|pare|parad|pararan|pararais) de (escribir|mandar|enviar|molestar|contactar)(me|nos|le|les)?\b${aThing}`,
    ).test(t) ||
    // "¿pueden parar los mensajes?", "detengan los recordatorios", "suspendan los avisos" ("para" alone is a preposition).
    /\b(paren|pare|parad|parar|detengan|detenga|detened|detener|corten|corte|cortad|cortar|suspendan|suspenda|suspended|suspender) (con )?((los|las|sus|tus|vuestros|esos|estos|el envio de) )?(mensajes|recordatorios|whatsapps?|notificaciones|avisos)\b/.test(
      t,
    ) ||
    // The indicative asks too, as Colombia and Venezuela say it politely: "me hace el favor y no me
    // vuelve a escribir", "no me vuelven a mandar nada".
    /\bno (me |nos )?(vuelvan|vuelvas|vuelva|volvais|vuelve|vuelven) a (escribir|mandar|enviar|contactar|molestar)/.test(
      t,
    ) ||
    new RegExp(
      String.raw`\bno ${want} (seguir )?(recibir|recibiendo|que me (escriban|manden|envien|lleguen))\b${aThing}`,
    ).test(t) ||
    // "ya no quiero más mensajes", "ya no ocupo los recordatorios".
    new RegExp(
      String.raw`\bno ${want} (mas |los |sus |esos |estos |tantos )?(mensajes|notificaciones|recordatorios|whatsapps?|avisos)\b`,
    ).test(t) ||
    /\b(quitenme|quiteme|quitame|sacame|saquenme|saqueme|borrenme|borreme|borrame|eliminenme|elimineme|eliminame|remuevanme|retirenme|retireme|retirame|excluyanme|excluyame|excluime)\b/.test(
      t,
    ) ||
    // "dar de baja" in every person, with its pronoun: "dame", "deme", "denme", "dadme", "darnos".
    /\b(dar|da|de|den|dad)(me|nos)? de baja\b/.test(t) ||
    // "desuscribime" (voseo), "desuscríbanme", "desinscribirme", "desubscribir", "desuscrivir";
    // "cancelar mi suscripción".
    /\bdes(u|in)b?s?cri[bv]\w*|\b(cancel|anul|termin)\w* (mi |la |su )?suscripcion\b/.test(t) ||
    // Leaving the clinic is leaving its messages: "ya no soy paciente de ustedes", "ya no me atiendo con ustedes".
    /\bya no (soy|somos) (su |sus |tu )?(paciente|pacientes|cliente|clientes)\b(?! (nue[vb][oa]s?|de primera [vb]ez))|\bya no me atiendo (con ustedes|con vos|contigo|ahi|alli|en esa|en esta|en la clinica)\b/.test(
      t,
    ) ||
    /\b(i m|i am|we re|we are) (no longer (a |your )?(patient|client|customer)s?|not (a |your )?(patient|client|customer)s? any ?more)\b/.test(
      t,
    ) ||
    /\b(unsubscribe|(stop|quit|cease) (messaging|texting|sending))\b|\bremove me from (your|the|this) (list|contacts|mailing list)\b/.test(
      t,
    ) ||
    /\b(don t|dont|do not) (send|text|message|write|contact)( me| us)?\b|\bno more (mensajes|texts|recordatorios)\b/.test(
      t,
    ) ||
    // "take me off your list", "remove me from your contacts", "remove my number", "I don't want these texts".
    /\b(take|remove|delete) (me|my number) (off|from)\b|\b(remove|delete|erase) (my|this) (number|phone number|contact|details|data)\b/.test(
      t,
    ) ||
    // "I'd rather not get any more messages", "I would prefer not to receive reminders".
    /\b(rather|prefer) not (to )?(get|receive|have)( any)?( more| any more| anymore| these| your)? (mensajes|recordatorios|notifications|texts|messages|reminders)\b/.test(
      t,
    ) ||
    // "I don't want to get any more reminders", "no longer need these texts".
    /\b(don t|dont|do not|no longer) (want|need) (to (get|receive|have|keep getting) )?(these |your |any |the |more |any more |anymore )?(mensajes|recordatorios|notifications|notificaciones|texts|messages)\b/.test(
      t,
    ) ||
    /\bno (mas|quiero mas) (mensajes?|notificaciones|recordatorios|whatsapps?)\b/.test(t) ||
    new RegExp(String.raw`\bno (me )?(escriban|manden) (mas|nunca)\b${aThing}`).test(t) ||
    // "ya no quiero que me escriban", not "ya no quiero que sea en la mañana".
    new RegExp(
      String.raw`\bya no (quiero|deseo) (que (me|nos) (${sendingSubjunctive}|lleguen|sigan)|recibir|mensajes)\b${aThing}`,
    ).test(t)
  );
}
