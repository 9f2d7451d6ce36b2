/**
 * Consent per patient and purpose (docs/privacy.md#consent). A patient's consent to a purpose is
 * the latest event for it: granted or withdrawn, with when, through what and the exact words shown.
 */

/** service: reminders and messages about their appointments; marketing: campaigns; processing: keeping their data. */
export const consentPurposes = ['service', 'marketing', 'processing'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** Where the patient said it: a chat button, a web page, at reception (staff record it), or a file imported. */
export const consentVias = ['chat', 'web', 'reception', 'import'] as const;
export type ConsentVia = (typeof consentVias)[number];

export const consentPurposeLabels: Record<ConsentPurpose, string> = {
  service: 'Recordatorios y mensajes de sus citas',
  marketing: 'Campañas y promociones',
  processing: 'Tratamiento de sus datos',
};

export const consentViaLabels: Record<ConsentVia, string> = {
  chat: 'Chat',
  web: 'Página web',
  reception: 'Recepción',
  import: 'Importación',
};

/** The words recorded when staff note a consent at reception and type none of their own. */
export const defaultConsentWording: Record<ConsentPurpose, { granted: string; withdrawn: string }> = {
  service: {
    granted: 'Acepto recibir por WhatsApp recordatorios y mensajes sobre mis citas.',
    withdrawn: 'No quiero recibir recordatorios ni mensajes sobre mis citas.',
  },
  marketing: {
    granted: 'Acepto recibir por WhatsApp promociones y campañas de la clínica.',
    withdrawn: 'No quiero recibir promociones ni campañas.',
  },
  processing: {
    granted: 'Acepto que la clínica trate mis datos para gestionar mis citas, según su aviso de privacidad.',
    withdrawn: 'Retiro mi consentimiento para el tratamiento de mis datos.',
  },
};

/** The wording recorded when a patient opts out in the chat (SALIR, or their own words and a yes). */
export const optOutWording =
  'El paciente pidió por WhatsApp no recibir más mensajes (SALIR): ni recordatorios ni campañas.';
/** The wording recorded when staff opt a patient out on the patient page. */
export const optOutByStaffWording =
  'El paciente pidió en recepción no recibir más mensajes: ni recordatorios ni campañas.';
/** The wording recorded when a patient replies VOLVER: reminders again, campaigns still need their own yes. */
export const optInWording = 'El paciente respondió VOLVER: vuelve a recibir recordatorios de sus citas.';

export interface ConsentEventLike {
  purpose: ConsentPurpose;
  granted: boolean;
  at: string;
}

/** The current state per purpose: the latest event wins (of equal instants, the later in the list); a purpose never asked is undefined. */
export function currentConsents(events: readonly ConsentEventLike[]): Partial<Record<ConsentPurpose, boolean>> {
  const latest: Partial<Record<ConsentPurpose, ConsentEventLike>> = {};
  for (const event of events) {
    const seen = latest[event.purpose];
    if (!seen || event.at >= seen.at) latest[event.purpose] = event;
  }
  const out: Partial<Record<ConsentPurpose, boolean>> = {};
  for (const purpose of consentPurposes) {
    const event = latest[purpose];
    if (event) out[purpose] = event.granted;
  }
  return out;
}
