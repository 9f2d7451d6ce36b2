/**
 * The time zones offered in forms (docs/product.md#organisation-setup), by country: every IANA zone of
 * Latin America, the Caribbean and Spain (the Canaries included), then a few others for clinics
 * elsewhere. Each country names the currency its prices are in, so a clinic's currency follows the
 * country it picks. The API accepts any valid IANA zone; this is what forms offer.
 */

export interface ZoneCountry {
  /** ISO 3166 code (as libphonenumber names it: numbers typed without a prefix are read as local). */
  code: string;
  /** Spanish name, as the list shows it. */
  name: string;
  /** ISO 4217 code of prices there (money.ts formats it). */
  currency: string;
  /** [IANA zone, the place people recognise it by]. */
  zones: readonly (readonly [string, string])[];
  /** Latin America, the Caribbean or Spain ('region'), or one of the others offered. */
  group: 'region' | 'other';
}

const c = (
  code: string,
  name: string,
  currency: string,
  zones: readonly (readonly [string, string])[],
  group: ZoneCountry['group'] = 'region',
): ZoneCountry => ({ code, name, currency, zones, group });

/** Sorted by Spanish name within each group. */
export const zoneCountries: readonly ZoneCountry[] = [
  c('AI', 'Anguila', 'XCD', [['America/Anguilla', 'The Valley']]),
  c('AG', 'Antigua y Barbuda', 'XCD', [['America/Antigua', "Saint John's"]]),
  c('AR', 'Argentina', 'ARS', [
    ['America/Argentina/Buenos_Aires', 'Buenos Aires'],
    ['America/Argentina/Catamarca', 'Catamarca'],
    ['America/Argentina/Cordoba', 'Córdoba'],
    ['America/Argentina/Jujuy', 'Jujuy'],
    ['America/Argentina/La_Rioja', 'La Rioja'],
    ['America/Argentina/Mendoza', 'Mendoza'],
    ['America/Argentina/Rio_Gallegos', 'Río Gallegos'],
    ['America/Argentina/Salta', 'Salta'],
    ['America/Argentina/San_Juan', 'San Juan'],
    ['America/Argentina/San_Luis', 'San Luis'],
    ['America/Argentina/Tucuman', 'Tucumán'],
    ['America/Argentina/Ushuaia', 'Ushuaia'],
  ]),
  c('AW', 'Aruba', 'AWG', [['America/Aruba', 'Oranjestad']]),
  c('BS', 'Bahamas', 'BSD', [['America/Nassau', 'Nasáu']]),
  c('BB', 'Barbados', 'BBD', [['America/Barbados', 'Bridgetown']]),
  c('BZ', 'Belice', 'BZD', [['America/Belize', 'Belmopán']]),
  c('BO', 'Bolivia', 'BOB', [['America/La_Paz', 'La Paz']]),
  c('BQ', 'Bonaire', 'USD', [['America/Kralendijk', 'Kralendijk']]),
  c('BR', 'Brasil', 'BRL', [
    ['America/Araguaina', 'Araguaína'],
    ['America/Bahia', 'Salvador de Bahía'],
    ['America/Belem', 'Belém'],
    ['America/Boa_Vista', 'Boa Vista'],
    ['America/Campo_Grande', 'Campo Grande'],
    ['America/Cuiaba', 'Cuiabá'],
    ['America/Eirunepe', 'Eirunepé'],
    ['America/Fortaleza', 'Fortaleza'],
    ['America/Maceio', 'Maceió'],
    ['America/Manaus', 'Manaos'],
    ['America/Noronha', 'Fernando de Noronha'],
    ['America/Porto_Velho', 'Porto Velho'],
    ['America/Recife', 'Recife'],
    ['America/Rio_Branco', 'Rio Branco'],
    ['America/Santarem', 'Santarém'],
    ['America/Sao_Paulo', 'São Paulo'],
  ]),
  c('CL', 'Chile', 'CLP', [
    ['America/Santiago', 'Santiago'],
    ['America/Punta_Arenas', 'Punta Arenas'],
    ['Pacific/Easter', 'Isla de Pascua'],
  ]),
  c('CO', 'Colombia', 'COP', [['America/Bogota', 'Bogotá']]),
  c('CR', 'Costa Rica', 'CRC', [['America/Costa_Rica', 'San José']]),
  c('CU', 'Cuba', 'CUP', [['America/Havana', 'La Habana']]),
  c('CW', 'Curazao', 'XCG', [['America/Curacao', 'Willemstad']]),
  c('DM', 'Dominica', 'XCD', [['America/Dominica', 'Roseau']]),
  c('EC', 'Ecuador', 'USD', [
    ['America/Guayaquil', 'Quito y Guayaquil'],
    ['Pacific/Galapagos', 'Galápagos'],
  ]),
  c('SV', 'El Salvador', 'USD', [['America/El_Salvador', 'San Salvador']]),
  c('ES', 'España', 'EUR', [
    ['Europe/Madrid', 'Madrid (península y Baleares)'],
    ['Atlantic/Canary', 'Canarias'],
    ['Africa/Ceuta', 'Ceuta y Melilla'],
  ]),
  c('GD', 'Granada', 'XCD', [['America/Grenada', "Saint George's"]]),
  c('GP', 'Guadalupe', 'EUR', [['America/Guadeloupe', 'Basse-Terre']]),
  c('GT', 'Guatemala', 'GTQ', [['America/Guatemala', 'Ciudad de Guatemala']]),
  c('GF', 'Guayana Francesa', 'EUR', [['America/Cayenne', 'Cayena']]),
  c('GY', 'Guyana', 'GYD', [['America/Guyana', 'Georgetown']]),
  c('HT', 'Haití', 'HTG', [['America/Port-au-Prince', 'Puerto Príncipe']]),
  c('HN', 'Honduras', 'HNL', [['America/Tegucigalpa', 'Tegucigalpa']]),
  c('KY', 'Islas Caimán', 'KYD', [['America/Cayman', 'George Town']]),
  c('TC', 'Islas Turcas y Caicos', 'USD', [['America/Grand_Turk', 'Cockburn Town']]),
  c('VG', 'Islas Vírgenes Británicas', 'USD', [['America/Tortola', 'Road Town']]),
  c('VI', 'Islas Vírgenes de EE. UU.', 'USD', [['America/St_Thomas', 'Charlotte Amalie']]),
  c('JM', 'Jamaica', 'JMD', [['America/Jamaica', 'Kingston']]),
  c('MQ', 'Martinica', 'EUR', [['America/Martinique', 'Fort-de-France']]),
  c('MX', 'México', 'MXN', [
    ['America/Mexico_City', 'Ciudad de México'],
    ['America/Bahia_Banderas', 'Bahía de Banderas'],
    ['America/Cancun', 'Cancún'],
    ['America/Chihuahua', 'Chihuahua'],
    ['America/Ciudad_Juarez', 'Ciudad Juárez'],
    ['America/Hermosillo', 'Hermosillo'],
    ['America/Matamoros', 'Matamoros'],
    ['America/Mazatlan', 'Mazatlán'],
    ['America/Merida', 'Mérida'],
    ['America/Monterrey', 'Monterrey'],
    ['America/Ojinaga', 'Ojinaga'],
    ['America/Tijuana', 'Tijuana'],
  ]),
  c('MS', 'Montserrat', 'XCD', [['America/Montserrat', 'Brades']]),
  c('NI', 'Nicaragua', 'NIO', [['America/Managua', 'Managua']]),
  c('PA', 'Panamá', 'PAB', [['America/Panama', 'Ciudad de Panamá']]),
  c('PY', 'Paraguay', 'PYG', [['America/Asuncion', 'Asunción']]),
  c('PE', 'Perú', 'PEN', [['America/Lima', 'Lima']]),
  c('PR', 'Puerto Rico', 'USD', [['America/Puerto_Rico', 'San Juan']]),
  c('DO', 'República Dominicana', 'DOP', [['America/Santo_Domingo', 'Santo Domingo']]),
  c('BL', 'San Bartolomé', 'EUR', [['America/St_Barthelemy', 'Gustavia']]),
  c('KN', 'San Cristóbal y Nieves', 'XCD', [['America/St_Kitts', 'Basseterre']]),
  c('MF', 'San Martín', 'EUR', [['America/Marigot', 'Marigot']]),
  c('VC', 'San Vicente y las Granadinas', 'XCD', [['America/St_Vincent', 'Kingstown']]),
  c('LC', 'Santa Lucía', 'XCD', [['America/St_Lucia', 'Castries']]),
  c('SX', 'Sint Maarten', 'XCG', [['America/Lower_Princes', 'Philipsburg']]),
  c('SR', 'Surinam', 'SRD', [['America/Paramaribo', 'Paramaribo']]),
  c('TT', 'Trinidad y Tobago', 'TTD', [['America/Port_of_Spain', 'Puerto España']]),
  c('UY', 'Uruguay', 'UYU', [['America/Montevideo', 'Montevideo']]),
  c('VE', 'Venezuela', 'VES', [['America/Caracas', 'Caracas']]),
  // Others, for clinics outside the region (and the zones offered before this list). Prices there
  // are in dollars or euros: the catalogue of currencies (money.ts) is the region's.
  c('DE', 'Alemania', 'EUR', [['Europe/Berlin', 'Berlín']], 'other'),
  c('AU', 'Australia', 'USD', [['Australia/Sydney', 'Sídney']], 'other'),
  c('CN', 'China', 'USD', [['Asia/Shanghai', 'Shanghái']], 'other'),
  c('AE', 'Emiratos Árabes Unidos', 'USD', [['Asia/Dubai', 'Dubái']], 'other'),
  c(
    'US',
    'Estados Unidos',
    'USD',
    [
      ['America/New_York', 'Nueva York'],
      ['America/Chicago', 'Chicago'],
      ['America/Denver', 'Denver'],
      ['America/Los_Angeles', 'Los Ángeles'],
    ],
    'other',
  ),
  c('FR', 'Francia', 'EUR', [['Europe/Paris', 'París']], 'other'),
  c('IN', 'India', 'USD', [['Asia/Kolkata', 'Calcuta']], 'other'),
  c('IT', 'Italia', 'EUR', [['Europe/Rome', 'Roma']], 'other'),
  c('JP', 'Japón', 'USD', [['Asia/Tokyo', 'Tokio']], 'other'),
  c('NZ', 'Nueva Zelanda', 'USD', [['Pacific/Auckland', 'Auckland']], 'other'),
  c('GB', 'Reino Unido', 'USD', [['Europe/London', 'Londres']], 'other'),
];

const countryByZone = new Map<string, ZoneCountry>();
for (const country of zoneCountries) for (const [zone] of country.zones) countryByZone.set(zone, country);

/** Old names some browsers still report (Chromium's ICU says America/Buenos_Aires), as the list names them. */
const zoneAliases: Record<string, string> = {
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Rosario': 'America/Argentina/Cordoba',
  'America/Ensenada': 'America/Tijuana',
  'America/Santa_Isabel': 'America/Tijuana',
  'America/Porto_Acre': 'America/Rio_Branco',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Chile/Continental': 'America/Santiago',
  'Chile/EasterIsland': 'Pacific/Easter',
  Cuba: 'America/Havana',
  Jamaica: 'America/Jamaica',
  'Brazil/East': 'America/Sao_Paulo',
  'Mexico/General': 'America/Mexico_City',
  'US/Eastern': 'America/New_York',
};

/** Every zone offered, in the list's order. */
export const offeredZones: readonly string[] = zoneCountries.flatMap((country) => country.zones.map(([zone]) => zone));

/** The zone as the list names it (an old alias resolved), or undefined when the list does not offer it. */
export function offeredZone(tz: string | undefined): string | undefined {
  if (!tz) return undefined;
  const zone = zoneAliases[tz] ?? tz;
  return countryByZone.has(zone) ? zone : undefined;
}

/** The country of a zone of the list (aliases included). */
export function zoneCountry(tz: string | undefined): ZoneCountry | undefined {
  const zone = offeredZone(tz);
  return zone ? countryByZone.get(zone) : undefined;
}
