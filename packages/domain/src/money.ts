/**
 * Prices and the organisation's currency (docs/product.md#prices). Amounts travel as decimal numbers
 * with at most two decimals (a price of 25 000 colones is 25000); the currency is an ISO 4217 code.
 */
import { countryForZone } from './phone.ts';

/** The currencies offered in forms, with the country whose Spanish formats them. Any other ISO code is refused. */
export const currencies = {
  CRC: { name: 'Colón costarricense', locale: 'es-CR' },
  MXN: { name: 'Peso mexicano', locale: 'es-MX' },
  COP: { name: 'Peso colombiano', locale: 'es-CO' },
  USD: { name: 'Dólar estadounidense', locale: 'es-US' },
  GTQ: { name: 'Quetzal', locale: 'es-GT' },
  HNL: { name: 'Lempira', locale: 'es-HN' },
  NIO: { name: 'Córdoba', locale: 'es-NI' },
  PAB: { name: 'Balboa', locale: 'es-PA' },
  DOP: { name: 'Peso dominicano', locale: 'es-DO' },
  PEN: { name: 'Sol', locale: 'es-PE' },
  CLP: { name: 'Peso chileno', locale: 'es-CL' },
  ARS: { name: 'Peso argentino', locale: 'es-AR' },
  UYU: { name: 'Peso uruguayo', locale: 'es-UY' },
  PYG: { name: 'Guaraní', locale: 'es-PY' },
  BOB: { name: 'Boliviano', locale: 'es-BO' },
  VES: { name: 'Bolívar', locale: 'es-VE' },
  BRL: { name: 'Real brasileño', locale: 'es-419' },
  EUR: { name: 'Euro', locale: 'es-ES' },
} as const;
export type Currency = keyof typeof currencies;
export const currencyCodes = Object.keys(currencies) as Currency[];

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(currencies, value);
}

const currencyOfCountry: Record<string, Currency> = {
  CR: 'CRC',
  MX: 'MXN',
  CO: 'COP',
  GT: 'GTQ',
  HN: 'HNL',
  NI: 'NIO',
  PA: 'PAB',
  DO: 'DOP',
  PE: 'PEN',
  CL: 'CLP',
  AR: 'ARS',
  UY: 'UYU',
  PY: 'PYG',
  BO: 'BOB',
  VE: 'VES',
  BR: 'BRL',
  ES: 'EUR',
  FR: 'EUR',
  DE: 'EUR',
  IT: 'EUR',
  // Dollarised economies, and the United States itself.
  SV: 'USD',
  EC: 'USD',
  PR: 'USD',
  US: 'USD',
};

/** The currency of the country a zone belongs to (CRC for America/Costa_Rica); USD when unknown. */
export function currencyForZone(tz: string | null | undefined): Currency {
  const country = countryForZone(tz ?? undefined);
  return (country && currencyOfCountry[country]) || 'USD';
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "₡25 000", "$350,00": the amount in the currency's own Spanish format, without decimals when it has none. */
export function formatMoney(amount: number, currency: Currency): string {
  const whole = Number.isInteger(amount);
  const key = `${currency}:${whole}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(currencies[currency].locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, format);
  }
  return format.format(amount);
}
