/**
 * What a patient says of their own appointment or of themselves, besides booking
 * (docs/product.md#chat-receptionist): "¿a qué hora era mi cita?" (read from the context, answered
 * at once), "voy 10 minutos tarde" (the team is told), "me duele una muela" (the times come with a
 * way to a person), "¿qué días atienden?" (the week's hours).
 */

/** "¿A qué hora era mi cita?", "¿cuándo es mi turno?", "¿con quién es mi cita?", "recuérdame mi cita". */
export function asksOwnAppointment(folded: string): boolean {
  return (
    /\b(a que hora|cuando|que dia|que hora|con quien|para cuando)( es| era| seria| sera| quedo| queda| tengo| me toca)? ((la |mi )?(cita|turno|reserva)|mi consulta)\b/.test(
      folded,
    ) || /\b(recuerd(a|e|ame|eme|enme)|confirm(a|e|ame|eme)) (la hora de )?(mi|la) (cita|turno|reserva)\b/.test(folded)
  );
}

/** "Voy 10 minutos tarde", "llego un poco tarde", "¿puedo llegar tarde?", "voy retrasada". */
export function announcesLateArrival(folded: string): boolean {
  return /\b(voy|vamos|llego|llegare|llegaria|llegamos|voy a llegar|vamos a llegar|puedo llegar|podria llegar|ire|estoy)( un poco| un poquito| un toque| unos| como)?( \d+ (min|mins|minutos))? (tarde|tardecito|retrasad[oa]|atrasad[oa]|con retraso|con atraso)\b/.test(
    folded,
  );
}

/** Pain or an emergency ("me duele una muela", "tengo una urgencia", "se me partió un diente"). */
export function tellsOfPain(folded: string): boolean {
  return /\b(me duele|me duelen|duele mucho|dolor|emergencia|urgencia|urgente|se me (rompio|partio|cayo|quebro)|sangrado|hinchad[oa]|inflamad[oa])\b/.test(
    folded,
  );
}

/** "¿Qué días atienden?", "¿cuál es su horario?": the week's opening hours. */
export function asksWeekHours(folded: string): boolean {
  return /\bque dias (atienden|abren|trabajan|atiende|abre|hay atencion)\b|\b(cual|cuales) (es|son) (el|los|su|sus) horarios?\b/.test(
    folded,
  );
}
