/**
 * The error catalogue: every failure a client can see has a stable code and the Spanish text of
 * the product docs (docs/product.md#agenda-error-texts, docs/api.md#error-codes) or, where they are silent, one written in the same voice. The HTTP layer maps a
 * code to a status; the browser shows `message` as it comes.
 */
export const errorMessages = {
  // Generic request faults
  validation_failed: 'Datos inválidos',
  invalid_json: 'El cuerpo de la solicitud no es JSON válido',
  payload_too_large: 'La solicitud es demasiado grande',
  unsupported_media_type: 'Tipo de contenido no admitido',
  not_found: 'No encontrado',
  unauthorized: 'Debes iniciar sesión',
  forbidden: 'No tienes acceso a esta organización',
  too_many_requests: 'Demasiados intentos. Por favor intenta más tarde',
  cross_origin: 'Solicitud rechazada: origen no permitido',
  in_use: 'No se puede eliminar: está en uso',
  internal_error: 'Error interno del servidor. Por favor intenta de nuevo',
  service_unavailable: 'Servicio no disponible temporalmente',
  // Accounts (per-flow texts of docs/product.md#account-error-texts are in auth-messages.ts)
  user_not_found: 'No account found with this email address',
  wrong_password: 'Incorrect password',
  invalid_email: 'Invalid email address',
  email_already_in_use: 'Ya existe una cuenta con este correo electrónico',
  weak_password: 'La contraseña es demasiado débil',
  invalid_token: 'El enlace de restablecimiento no es válido o ya caducó',
  google_not_configured: 'El inicio de sesión con Google no está configurado en este servidor',
  // Scheduling (docs/product.md#agenda-error-texts)
  cannot_reschedule_to_past: 'No se puede reprogramar a una fecha en el pasado',
  slot_conflict: 'Conflicto de horario',
  block_conflict: 'Conflicto con bloqueo de tiempo',
  duration_too_short: 'Duración demasiado corta',
  duration_too_long: 'Duración mayor a la máxima permitida',
  outside_working_hours: 'Fuera del horario de trabajo',
  misaligned_start: 'La hora de inicio no coincide con el intervalo de la agenda',
  resource_inactive: 'El recurso seleccionado se encuentra inactivo',
  idempotency_key_reused: 'La clave de idempotencia ya se usó con otra solicitud',
  // Messaging
  template_name_taken: 'Ya existe una plantilla con ese nombre',
  // The WhatsApp loop (docs/api.md#the-whatsapp-loop)
  window_closed:
    'Pasaron más de 24 horas desde el último mensaje del paciente: WhatsApp solo permite escribirle con una plantilla aprobada',
  customer_opted_out: 'El paciente pidió no recibir más mensajes (respondió SALIR)',
  customer_undeliverable: 'Este número no puede recibir mensajes de WhatsApp',
  template_not_ready: 'La plantilla aún no está aprobada por WhatsApp',
  template_refused: 'WhatsApp no aceptó la plantilla',
  template_params_mismatch: 'Los valores no coinciden con las variables de la plantilla',
  channel_unreachable: 'No se pudo conectar con WhatsApp con estos datos',
  channel_disconnected: 'El canal de WhatsApp está desconectado. Revisa la configuración',
  phone_number_in_use: 'Ese número de WhatsApp ya está conectado a otra organización',
  invalid_signature: 'Firma del webhook inválida',
  message_not_retryable: 'Solo se puede reintentar un mensaje que falló',
  // Scheduling, where the documented agenda texts are silent
  appointment_closed: 'La cita ya fue cancelada o marcada como no asistida',
  appointment_not_started: 'La cita aún no ha comenzado: no se puede marcar como no asistida',
  idempotency_in_progress: 'Una solicitud con esta clave de idempotencia aún está en curso. Intenta de nuevo',
  // The public demo chat (docs/api.md#the-demo-chat)
  demo_unavailable: 'La demo no está disponible en este momento',
  demo_chat_not_found: 'Esta conversación de prueba ya terminó. Empieza una nueva',
  // Teams (docs/api.md#teams)
  last_owner: 'La organización necesita al menos un dueño: nombra a otro antes',
  already_member: 'Esa persona ya es miembro de la organización',
  // The public booking page (docs/api.md#the-booking-page)
  slug_taken: 'Esa dirección ya la usa otra organización. Elige otra',
  invalid_code: 'El código no es correcto o ya venció. Pide uno nuevo',
  code_locked: 'Demasiados intentos con este número. Espera 15 minutos y vuelve a intentarlo',
  booking_not_allowed: 'Esta hora no se puede reservar en línea',
  cancel_too_late: 'Ya no se puede cambiar ni cancelar en línea: llama o escribe a la clínica',
  // Refill: waitlist, offers of freed slots and recurring series (docs/product.md#waitlist)
  series_conflicts: 'Algunas citas de la serie chocan con la agenda: elige otra hora para esas fechas',
  nonexistent_local_time: 'Esa hora no existe ese día por el cambio de horario',
  offer_closed: 'Ese horario ya no está disponible',
} as const;

/** The 403 of a member whose role does not allow a route (code `forbidden`, docs/api.md#teams). */
export const forbiddenByRoleMessage = 'Tu rol en esta organización no permite esta acción';

/** The 404 of an invitation link that expired, was revoked or used, or is for another email. */
export const invitationNotFoundMessage =
  'La invitación no es válida: caducó, se revocó, ya se usó o es para otro correo';

export type ErrorCode = keyof typeof errorMessages;

/** Texts under a form field (in the `fields` of a validation_failed answer) that several checks give. */
export const fieldMessages = {
  invalidPhone: 'Teléfono inválido',
} as const;

/** Failures the browser names itself: no answer came, or one without a code of the catalogue. */
export const clientErrorMessages = {
  network_error: 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo',
  unknown_error: errorMessages.internal_error,
} as const;

/** Every code a client can hold: the server's catalogue and the browser's own. */
export type ClientErrorCode = ErrorCode | keyof typeof clientErrorMessages;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorMessages, value);
}

/** A broken rule or a refused request, raised by module functions and mapped to HTTP at the edge. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, details?: Record<string, unknown>, message?: string) {
    super(message ?? errorMessages[code]);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

/** The body every error response carries (docs/api.md#errors). */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** Which rule failed, in a sentence: e.g. 'Choca con Ana Pérez, 14:00–14:30' (docs/api.md#conflicts). */
  detail?: string;
  /** What a slot_conflict or block_conflict collides with (docs/api.md#conflicts). */
  conflict?: ConflictWire;
  /** series_conflicts: each occurrence that cannot be booked, with free times that day (docs/api.md#series). */
  conflicts?: SeriesConflictWire[];
}

/** One occurrence of a series that breaks a rule, as a 409 series_conflicts lists it. */
export interface SeriesConflictWire {
  index: number;
  /** The local date of the occurrence. */
  date: string;
  /** The wanted start (ISO 8601), or null when that wall time does not exist that day. */
  start: string | null;
  /** The rule it breaks and its Spanish text. */
  code: ErrorCode;
  message: string;
  /** What it collides with, when the rule says. */
  with: { kind: 'appointment' | 'block'; id: string; start: string | null; end: string | null } | null;
  /** Free starts of the same professional that day. */
  alternatives: { start: string; end: string }[];
}

/** The `conflict` of a 409 placement refusal (docs/api.md#conflicts). */
export interface ConflictWire {
  kind: 'appointment' | 'block';
  appointmentId?: string;
  /** ISO 8601 instants. */
  start: string;
  end: string;
  /** The location's zone the detail's wall times are in. */
  tz: string;
  customerName?: string | null;
  reason?: string | null;
}
