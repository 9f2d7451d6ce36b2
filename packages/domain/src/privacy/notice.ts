import { type CountryPrivacy, countryPrivacy, describePeriod, type PrivacyCountry } from './countries.ts';

/**
 * The privacy notice a clinic publishes (docs/privacy.md#privacy-notice): a Spanish template per
 * country with placeholders in [CORCHETES] the clinic completes. Not legal advice.
 */

/** What the clinic fills in; whatever it leaves empty stays as its placeholder. */
export interface NoticeFields {
  clinicName?: string;
  legalId?: string;
  address?: string;
  contactEmail?: string;
  contactPhone?: string;
  hosting?: string;
}

export const noticePlaceholders: Record<keyof NoticeFields, string> = {
  clinicName: '[NOMBRE DE LA CLÍNICA]',
  legalId: '[IDENTIFICACIÓN FISCAL]',
  address: '[DIRECCIÓN]',
  contactEmail: '[CORREO PARA DERECHOS]',
  contactPhone: '[TELÉFONO]',
  hosting: '[PROVEEDOR DE ALOJAMIENTO Y PAÍS]',
};

/** The headings every notice has, in order: the notice test checks each is there. */
export const noticeSections = [
  'Responsable',
  'Datos que tratamos',
  'Finalidades necesarias',
  'Finalidades voluntarias',
  'Encargados y transferencias',
  'Conservación',
  'Sus derechos y cómo ejercerlos',
  'Autoridad',
] as const;

function rightsNames(c: CountryPrivacy): string {
  if (c.country === 'ES' || c.country === 'CL' || c.country === 'default') {
    return 'acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad';
  }
  if (c.country === 'CO') return 'conocer, actualizar, rectificar y suprimir sus datos, y revocar la autorización';
  if (c.country === 'PA') return 'acceso, rectificación, cancelación, oposición y portabilidad';
  return 'acceso, rectificación, cancelación y oposición (derechos ARCO)';
}

function deadlineText(c: CountryPrivacy): string {
  const { access, erasure } = c.deadlines;
  const a = describePeriod(access);
  const e = describePeriod(erasure);
  return a === e
    ? `Respondemos en un plazo de ${a}.`
    : `Respondemos las consultas de acceso en ${a} y las demás solicitudes en ${e}.`;
}

/** The notice as Markdown-like plain text for `country`, with the clinic's fields or their placeholders. */
export function privacyNotice(country: PrivacyCountry, fields: NoticeFields = {}): string {
  const c = countryPrivacy[country];
  const f = (key: keyof NoticeFields) => fields[key]?.trim() || noticePlaceholders[key];
  const hold = c.retention.clinicalRecordYears
    ? ` Lo que la normativa sanitaria obliga a conservar (${c.retention.clinicalRecordBasis}) se conserva bloqueado durante ${c.retention.clinicalRecordYears} años y solo después se elimina.`
    : '';
  return [
    `# Aviso de privacidad de ${f('clinicName')}`,
    '',
    '## Responsable',
    `${f('clinicName')} (${f('legalId')}), con domicilio en ${f('address')}, es responsable del tratamiento de sus datos personales. Contacto: ${f('contactEmail')}, ${f('contactPhone')}.`,
    '',
    '## Datos que tratamos',
    'Nombre, número de teléfono y WhatsApp, sus citas (fecha, servicio, profesional y sede), los mensajes que intercambia con nosotros y las notas que el personal registra para atenderle. Algunos de estos datos se relacionan con su salud y se tratan como datos sensibles.',
    '',
    '## Finalidades necesarias',
    'Agendar, confirmar, mover y cancelar sus citas; enviarle recordatorios y mensajes sobre ellas; atender sus consultas por WhatsApp; cumplir las obligaciones legales de conservación de la documentación clínica.',
    '',
    '## Finalidades voluntarias',
    'Enviarle promociones y campañas de la clínica. Solo lo hacemos si usted lo acepta, y puede retirarlo en cualquier momento respondiendo SALIR. Negarse no afecta a la atención que recibe.',
    '',
    '## Encargados y transferencias',
    `Usamos a Meta Platforms (WhatsApp Business) para enviar y recibir mensajes, lo que puede implicar una transferencia internacional de datos, y a ${f('hosting')} para alojar el sistema de agenda. No vendemos ni cedemos sus datos a terceros.`,
    '',
    '## Conservación',
    `Conservamos los mensajes ${c.retention.messageMonths} meses y los datos de contacto mientras sea paciente.${hold}`,
    '',
    '## Sus derechos y cómo ejercerlos',
    `Puede ejercer sus derechos de ${rightsNames(c)} escribiendo a ${f('contactEmail')}, por WhatsApp o en recepción, indicando su nombre y teléfono. ${deadlineText(c)}`,
    '',
    '## Autoridad',
    `Si considera que no atendimos su solicitud, puede acudir a ${c.authority} (${c.law}).`,
    '',
  ].join('\n');
}
