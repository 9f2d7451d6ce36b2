import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A country as libphonenumber names it ('CR', 'MX'): the home country of a clinic's numbers. */
export type { CountryCode };

/**
 * The country a zone's local numbers belong to, for numbers typed without a country code. Covers
 * the zones offered in forms (docs/product.md#organisation-setup) and Latin America, where Recepta is sold.
 */
const countryOfZone: Record<string, CountryCode> = {
  'America/Costa_Rica': 'CR',
  'America/Mexico_City': 'MX',
  'America/Monterrey': 'MX',
  'America/Cancun': 'MX',
  'America/Tijuana': 'MX',
  'America/Guatemala': 'GT',
  'America/El_Salvador': 'SV',
  'America/Tegucigalpa': 'HN',
  'America/Managua': 'NI',
  'America/Panama': 'PA',
  'America/Bogota': 'CO',
  'America/Caracas': 'VE',
  'America/Guayaquil': 'EC',
  'America/Lima': 'PE',
  'America/La_Paz': 'BO',
  'America/Santiago': 'CL',
  'America/Argentina/Buenos_Aires': 'AR',
  'America/Montevideo': 'UY',
  'America/Asuncion': 'PY',
  'America/Sao_Paulo': 'BR',
  'America/Santo_Domingo': 'DO',
  'America/Puerto_Rico': 'PR',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'Europe/London': 'GB',
  'Europe/Madrid': 'ES',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Rome': 'IT',
  'Asia/Tokyo': 'JP',
  'Asia/Shanghai': 'CN',
  'Asia/Kolkata': 'IN',
  'Asia/Dubai': 'AE',
  'Australia/Sydney': 'AU',
  'Pacific/Auckland': 'NZ',
};

export function countryForZone(tz: string | undefined): CountryCode | undefined {
  return tz ? countryOfZone[tz] : undefined;
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
  return parsed.country && parsed.country === homeCountry ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * The E.164 forms one WhatsApp id may stand for, best first (docs/architecture.md#whatsapp-channel).
 * Meta reports Mexican mobiles as 521… and Argentine ones as 549…, while a clinic may have typed
 * them as +52… or +54… (or the other way round): both forms name the same patient.
 */
export function whatsappPhoneCandidates(waId: string): string[] {
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
