import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { zoneCountry } from './zones.ts';

/** A country as libphonenumber names it ('CR', 'MX'): the home country of a clinic's numbers. */
export type { CountryCode };

/** The country a zone's local numbers belong to (zones.ts), for numbers typed without a country code. */
export function countryForZone(tz: string | undefined): CountryCode | undefined {
  return zoneCountry(tz)?.code as CountryCode | undefined;
}

/**
 * A phone number in international E.164 form ('+50688887777'), or undefined when it is not a
 * valid number. Numbers without a country code are read as local to `defaultCountry`.
 */
export function normalizePhone(raw: string, defaultCountry: CountryCode | undefined): string | undefined {
  const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry);
  if (!parsed?.isValid()) return undefined;
  return parsed.number;
}

/**
 * A stored number as people write it (docs/product.md#customers): the national format for a number
 * of the clinic's own country ('8888 7777'), the international one for any other ('+52 55 1234 5678').
 * What cannot be parsed is shown as stored. Every screen shows numbers through this.
 */
export function formatPhoneForPeople(e164: string, homeCountry: CountryCode | undefined): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  if (parsed.country && parsed.country === homeCountry) return groupPlain(parsed.formatNational());
  const code = `+${parsed.countryCallingCode} `;
  const international = parsed.formatInternational();
  return international.startsWith(code) ? code + groupPlain(international.slice(code.length)) : international;
}

/**
 * A number whose range libphonenumber has no layout for comes back as one block ('81014923', a
 * Costa Rican range the simulator draws): up to eight digits read as two blocks, the last four apart.
 */
function groupPlain(national: string): string {
  return /^\d{6,8}$/.test(national) ? `${national.slice(0, -4)} ${national.slice(-4)}` : national;
}

/**
 * The forms of the numbers seen last, at most CANDIDATES_KEPT: one inbound message asks for its
 * sender's forms at several steps (routing, locking, finding the patient, the receptionist's
 * context), and checking a number's validity is the costly part.
 */
const CANDIDATES_KEPT = 1000;
const candidatesKept = new Map<string, readonly string[]>();

/**
 * The E.164 forms one WhatsApp id may stand for, best first (docs/architecture.md#whatsapp-channel).
 * Meta reports Mexican mobiles as 521… and Argentine ones as 549…, while a clinic may have typed
 * them as +52… or +54… (or the other way round): both forms name the same patient.
 */
export function whatsappPhoneCandidates(waId: string): string[] {
  let forms = candidatesKept.get(waId);
  if (!forms) {
    forms = candidatesOf(waId);
    if (candidatesKept.size >= CANDIDATES_KEPT) candidatesKept.delete(candidatesKept.keys().next().value!);
    candidatesKept.set(waId, forms);
  }
  return [...forms];
}

function candidatesOf(waId: string): string[] {
  const digits = waId.replace(/\D/g, '');
  const forms = [`+${digits}`];
  for (const [country, mobile] of [
    ['52', '1'],
    ['54', '9'],
  ] as const) {
    if (!digits.startsWith(country)) continue;
    const rest = digits.slice(country.length);
    forms.push(rest.startsWith(mobile) ? `+${country}${rest.slice(1)}` : `+${country}${mobile}${rest}`);
  }
  const valid = forms.filter((f) => parsePhoneNumberFromString(f)?.isValid());
  return [...new Set([...valid, ...forms])];
}

/**
 * A patient's name as screens show it: a lead WhatsApp gave no name is named by its number
 * ('+50681014923'), written as a phone number should be ('+506 8101 4923').
 */
export function readableName(name: string): string {
  const trimmed = name.trim();
  return /^\+\d{6,15}$/.test(trimmed) ? formatPhoneForPeople(trimmed, undefined) : trimmed;
}
