/**
 * What a patient says of themselves or asks besides booking (docs/product.md#chat-receptionist):
 * "voy 10 minutos tarde" (the team is told), "me duele una muela" (the times come with a way to a
 * person), "¿qué días atienden?" (the week's hours). "¿A qué hora era mi cita?" is in questions.ts.
 */
import { toldSymptom } from './understand.ts';

/** "Voy 10 minutos tarde", "llego un poco tarde", "¿puedo llegar tarde?", "voy retrasada". */
export function announcesLateArrival(folded: string): boolean {
  return /\b(voy|vamos|llego|llegare|llegaria|llegamos|voy a llegar|vamos a llegar|puedo llegar|podria llegar|ire|estoy)( un poco| un poquito| un toque| unos| como)?( \d+ (min|mins|minutos))? (tarde|tardecito|retrasad[oa]|atrasad[oa]|con retraso|con atraso)\b/.test(
    folded,
  );
}

/** Pain or an emergency ("me duele una muela", "tengo una urgencia", "se me partió un diente"). */
export function tellsOfPain(folded: string): boolean {
  return toldSymptom(folded) || /\b(emergencia|urgencia|urgente)\b/.test(folded);
}

/** "¿Qué días atienden?", "¿cuál es su horario?": the week's opening hours. */
export function asksWeekHours(folded: string): boolean {
  return /\bque dias (atienden|abren|trabajan|atiende|abre|hay atencion)\b|\b(cual|cuales) (es|son) (el|los|su|sus) horarios?\b/.test(
    folded,
  );
}

/** "¿Dónde quedan?", "¿cuál es la dirección?", "where are you located?": the clinic's address. */
export function asksAddress(folded: string): boolean {
  return /\bdonde (quedan|queda|estan|esta|estais|se ubican|los encuentro|las encuentro|atienden)\b|\b(direccion|ubicacion|ubicados|ubicadas|como llego|address|where are you)\b/.test(
    folded,
  );
}
