/**
 * The public booking page's rules (docs/product.md#the-booking-page): which services a visitor may
 * book, how soon and how far ahead, whether a number the clinic does not know may book, and until
 * when a patient may change or cancel from their link. Pure: `now` is an argument.
 */
import { safeString } from '../schemas/building-blocks.ts';
import { z } from '../zod.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Lowercase letters, digits and single hyphens inside; 3 to 40 characters. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

/** Addresses of the server's own that a slug must not shadow in messages or links. */
const RESERVED_SLUGS = new Set(['admin', 'api', 'assets', 'widget', 'demo', 'static']);

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && !RESERVED_SLUGS.has(slug);
}

/** A slug proposed from the clinic's name: accents dropped, spaces to hyphens ("Clínica Sonrisa" → "clinica-sonrisa"). */
export function suggestSlug(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return base.length >= 3 ? base : `clinica-${base || 'nueva'}`.slice(0, 40);
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** PUT /booking-page: what the clinic sets on the organisation page. */
export const bookingPageInput = z.strictObject({
  slug: safeString()
    .trim()
    .toLowerCase()
    .refine(isValidSlug, 'Usa de 3 a 40 letras minúsculas, números o guiones (sin guion al inicio ni al final)'),
  enabled: z.boolean(),
  serviceIds: z.array(z.uuid('Servicio inválido')).max(200),
  minNoticeMin: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 60, 'Máximo 30 días'),
  horizonDays: z.number().int().min(1, 'Mínimo 1 día').max(365, 'Máximo 365 días'),
  newPatients: z.boolean(),
  cancelNoticeMin: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 60, 'Máximo 30 días')
    .default(0),
  showPrices: z.boolean().default(true),
  color: z.string().regex(HEX_COLOR, 'Color inválido').default('#0f766e'),
  address: safeString().trim().max(200, 'Máximo 200 caracteres').default(''),
});
export type BookingPageInput = z.input<typeof bookingPageInput>;
export type BookingPageSettings = z.output<typeof bookingPageInput>;

export const bookingPageWire = bookingPageInput.extend({
  slug: z.string(),
  /** The public page's address, e.g. https://clinica.example/r/sonrisa. */
  url: z.string(),
  /** The widget's script tag to paste in the clinic's site. */
  widget: z.string(),
});
export type BookingPageWire = z.infer<typeof bookingPageWire>;

/** Defaults of a page not yet saved: disabled, every service, 2 h notice, 30 days ahead. */
export function defaultBookingPage(orgName: string, serviceIds: string[]): BookingPageSettings {
  return {
    slug: suggestSlug(orgName),
    enabled: false,
    serviceIds,
    minNoticeMin: 120,
    horizonDays: 30,
    newPatients: true,
    cancelNoticeMin: 0,
    showPrices: true,
    color: '#0f766e',
    address: '',
  };
}

export type BookingRule = 'service_not_offered' | 'too_soon' | 'too_far' | 'new_patients_closed';

/** What the visitor reads when a rule refuses (docs/product.md#the-booking-page). */
export const bookingRuleMessages: Record<BookingRule, string> = {
  service_not_offered: 'Este servicio no se puede reservar en línea',
  too_soon: 'Esa hora ya no se puede reservar en línea: elige una más adelante',
  too_far: 'Esa fecha está demasiado lejos: elige una más cercana',
  new_patients_closed: 'La clínica solo acepta reservas en línea de pacientes que ya atiende. Escríbenos por WhatsApp',
};

/** The instants a page offers: from now plus the notice to now plus the horizon. */
export function bookingWindow(settings: Pick<BookingPageSettings, 'minNoticeMin' | 'horizonDays'>, now: number) {
  return { from: now + settings.minNoticeMin * MINUTE_MS, to: now + settings.horizonDays * DAY_MS };
}

export function serviceOffered(settings: Pick<BookingPageSettings, 'serviceIds'>, serviceId: string): boolean {
  return settings.serviceIds.includes(serviceId);
}

/**
 * The first rule a booking from the page breaks, or null when it may go ahead (the agenda's own
 * placement rules are checked after, by the booking verb). `knownPatient`: the verified number
 * belongs to a patient the clinic already has.
 */
export function checkBookingRules(
  settings: Pick<BookingPageSettings, 'serviceIds' | 'minNoticeMin' | 'horizonDays' | 'newPatients'>,
  booking: { serviceId: string; start: number; knownPatient: boolean },
  now: number,
): BookingRule | null {
  if (!serviceOffered(settings, booking.serviceId)) return 'service_not_offered';
  const window = bookingWindow(settings, now);
  if (booking.start < window.from) return 'too_soon';
  if (booking.start > window.to) return 'too_far';
  if (!booking.knownPatient && !settings.newPatients) return 'new_patients_closed';
  return null;
}

/** Slots the page shows: those inside the window (the availability search knows nothing of the page). */
export function slotsInWindow<T extends { start: number }>(
  settings: Pick<BookingPageSettings, 'minNoticeMin' | 'horizonDays'>,
  slots: readonly T[],
  now: number,
): T[] {
  const window = bookingWindow(settings, now);
  return slots.filter((s) => s.start >= window.from && s.start <= window.to);
}

/** Whether a patient may still change or cancel from their link: before start minus the clinic's notice. */
export function canChangeOnline(
  settings: Pick<BookingPageSettings, 'cancelNoticeMin'>,
  appointmentStart: number,
  now: number,
): boolean {
  return now < appointmentStart - settings.cancelNoticeMin * MINUTE_MS;
}

/** A six-digit code, leading zeros kept. */
export const CODE_PATTERN = /^\d{6}$/;
/** How long a code stands, and how many wrong tries lock a number, and for how long. */
export const CODE_TTL_MS = 10 * MINUTE_MS;
export const CODE_MAX_FAILURES = 5;
export const CODE_LOCK_MS = 15 * MINUTE_MS;

/**
 * The WhatsApp template the code goes out with (created when first needed; the sandbox approves it
 * at once). Meta's Authentication category: its body is Meta's preset text in the template's
 * language, {{1}} the code, with the security recommendation and the expiry, and a copy-code
 * button; no clinic name, link or emoji may be added. The stored text is what the patient reads,
 * so the inbox shows the same.
 */
export const codeTemplate = {
  name: 'codigo_reserva',
  category: 'Authentication',
  text: '{{1}} es tu código de verificación. Por tu seguridad, no lo compartas. Este código caduca en 10 minutos.',
  expiryMinutes: CODE_TTL_MS / MINUTE_MS,
  copyButton: 'Copiar código',
} as const;

/**
 * The confirmation a web booking sends to the patient's WhatsApp, outside the 24-hour window, so a
 * Utility template: the reminders' variables (messaging/reminders.ts), {{6}} the manage link. Only
 * what identifies the appointment; no notes.
 */
export const bookingConfirmationTemplate = {
  name: 'confirmacion_reserva',
  category: 'Utility',
  text: 'Hola {{1}}, tu cita de {{2}} quedó reservada para el {{3}} con {{4}} en {{5}}. Para cambiarla o cancelarla: {{6}} Si no deseas recibir más mensajes, responde SALIR.',
} as const;
