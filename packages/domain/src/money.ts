/**
 * Prices and the organisation's currency (docs/product.md#prices). Amounts travel as decimal numbers
 * with at most two decimals (a price of 25 000 colones is 25000); the currency is an ISO 4217 code.
 */
import { zoneCountry } from './zones.ts';

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
  CUP: { name: 'Peso cubano', locale: 'es-CU' },
  HTG: { name: 'Gourde haitiano', locale: 'es-419' },
  JMD: { name: 'Dólar jamaiquino', locale: 'es-419' },
  BSD: { name: 'Dólar bahameño', locale: 'es-419' },
  BBD: { name: 'Dólar de Barbados', locale: 'es-419' },
  BZD: { name: 'Dólar beliceño', locale: 'es-419' },
  TTD: { name: 'Dólar de Trinidad y Tobago', locale: 'es-419' },
  XCD: { name: 'Dólar del Caribe Oriental', locale: 'es-419' },
  KYD: { name: 'Dólar de las Islas Caimán', locale: 'es-419' },
  AWG: { name: 'Florín arubeño', locale: 'es-419' },
  XCG: { name: 'Florín del Caribe', locale: 'es-419' },
  GYD: { name: 'Dólar guyanés', locale: 'es-419' },
  SRD: { name: 'Dólar surinamés', locale: 'es-419' },
} as const;
export type Currency = keyof typeof currencies;
export const currencyCodes = Object.keys(currencies) as Currency[];

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(currencies, value);
}

/** The currency of the country a zone belongs to (CRC for America/Costa_Rica, zones.ts); USD when unknown. */
export function currencyForZone(tz: string | null | undefined): Currency {
  const currency = zoneCountry(tz ?? undefined)?.currency;
  return currency && isCurrency(currency) ? currency : 'USD';
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
