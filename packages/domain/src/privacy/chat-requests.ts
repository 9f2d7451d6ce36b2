/**
 * A rights request written in the chat (docs/privacy.md#rights-requests): "quiero mis datos",
 * "bórrenme de su base de datos", "corrijan mis datos"… read on accent-folded text. Only requests
 * about the patient's own data count: "te paso mis datos" gives data, it does not ask for them.
 */
import { normalizeMessage } from '../messaging/answers.ts';
import type { RightsRequestKind } from './countries.ts';

/** What a patient's data is called when they ask for it. */
const data =
  '(datos( personales)?|informacion( personal)?|info|historial( clinico| medico)?|historia clinica|expediente|ficha)';
/** "mis datos", "toda mi información", "los datos que tienen de mí". */
const mine = `((todos |toda |todo )?(mis|mi) ${data}|(los|la|el) ${data}( que (tienen|guardan|tengan))? (de mi|mios|mia|sobre mi))`;

const erasure = [
  new RegExp(`\\b(borr|elimin|supr|destru|cancel)\\w* (de )?${mine}`),
  /\b(borr|elimin|supr|quit|sac|remuev)\w*(me|nme) de (su|la|sus|tu|el) (base|registros?|sistema|archivos?)/,
  /\bderecho (al olvido|de supresion|de cancelacion)\b/,
  /\b(borren|eliminen|borrar|eliminar|supriman) (todo|toda) (lo|la) (que tienen|informacion) (de mi|mia)\b/,
  /\bcancelacion de (mis )?datos\b/,
];

const access = [
  new RegExp(
    `\\b(quiero|quisiera|necesito|solicito|pido|requiero|me gustaria)( (tener|obtener|recibir|ver|conocer|descargar|pedir|solicitar)| (una )?copia de| (el )?acceso a| que me (den|manden|envien|pasen|entreguen))? ${mine}`,
  ),
  new RegExp(
    `\\b(dame|denme|deme|mandame|mandenme|mandeme|enviame|envienme|envieme|pasame|pasenme|paseme|entreguenme)( una copia de)? ${mine}`,
  ),
  new RegExp(`\\b(me )?(pueden|podrian|puede|podria) (dar|mandar|enviar|pasar|entregar)(me)?( una copia de)? ${mine}`),
  /\bque (datos|informacion)( personal(es)?)? (tienen|guardan|tiene|guarda|manejan)( de mi| mios| sobre mi)?\b/,
  /\b(derecho de acceso|acceso a mis datos|copia de mis datos)\b/,
];

const rectification = [
  new RegExp(`\\b(corrij|correg|rectifi|actualic|actualiz|modifiq|modific)\\w* ${mine}`),
  /\bmis datos (estan|son) (mal|incorrectos|equivocados|erroneos)\b/,
];

const objection = [
  /\bno (quiero|autorizo|acepto) que (usen|utilicen|traten|procesen|compartan|guarden) (mis )?datos\b/,
  /\bme opongo (a|al) (que|tratamiento|uso)\b/,
];

/** The kind of rights request a message makes, or undefined when it makes none. */
export function readRightsRequest(text: string): RightsRequestKind | undefined {
  const t = normalizeMessage(text);
  if (erasure.some((r) => r.test(t))) return 'erasure';
  if (objection.some((r) => r.test(t))) return 'objection';
  if (rectification.some((r) => r.test(t))) return 'rectification';
  if (access.some((r) => r.test(t))) return 'access';
  return undefined;
}
