import { describe, expect, it } from 'vitest';
import { initOrgInput, locationInput } from './index.ts';
import { currencyForZone, isCurrency } from './money.ts';
import { countryForZone } from './phone.ts';
import { isTimeZone } from './time.ts';
import { offeredZone, offeredZones, zoneCountries, zoneCountry } from './zones.ts';

describe('the zones offered in forms', () => {
  it('holds every zone of Latin America, the Caribbean and Spain, each valid and accepted by the API', () => {
    for (const zone of [
      'America/Bogota',
      'America/Lima',
      'America/Santiago',
      'America/Argentina/Buenos_Aires',
      'America/Havana',
      'America/Santo_Domingo',
      'America/Puerto_Rico',
      'America/Jamaica',
      'America/Caracas',
      'America/Cancun',
      'America/Manaus',
      'Pacific/Easter',
      'Pacific/Galapagos',
      'Europe/Madrid',
      'Atlantic/Canary',
      'Africa/Ceuta',
    ]) {
      expect(offeredZones).toContain(zone);
    }
    expect(new Set(offeredZones).size).toBe(offeredZones.length);
    for (const zone of offeredZones) {
      expect(isTimeZone(zone), zone).toBe(true);
      expect(initOrgInput.safeParse({ name: 'Clínica', locationName: 'Sede', tz: zone }).success, zone).toBe(true);
      expect(locationInput.safeParse({ name: 'Sede', tz: zone }).success, zone).toBe(true);
    }
  });

  it('names a currency the product formats for every country', () => {
    for (const country of zoneCountries) expect(isCurrency(country.currency), country.name).toBe(true);
  });

  it('makes the currency and the phone country follow the zone', () => {
    expect(currencyForZone('America/Bogota')).toBe('COP');
    expect(currencyForZone('America/Lima')).toBe('PEN');
    expect(currencyForZone('America/Panama')).toBe('PAB');
    expect(currencyForZone('America/Punta_Arenas')).toBe('CLP');
    expect(currencyForZone('Atlantic/Canary')).toBe('EUR');
    expect(currencyForZone('America/Havana')).toBe('CUP');
    expect(currencyForZone('America/Guayaquil')).toBe('USD');
    expect(currencyForZone('America/Costa_Rica')).toBe('CRC');
    expect(currencyForZone('Asia/Tokyo')).toBe('USD');
    expect(currencyForZone('Antarctica/Troll')).toBe('USD');
    expect(countryForZone('America/Argentina/Cordoba')).toBe('AR');
    expect(countryForZone('Atlantic/Canary')).toBe('ES');
  });

  it('reads the old names browsers still report as the list names them', () => {
    expect(offeredZone('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(zoneCountry('America/Buenos_Aires')?.name).toBe('Argentina');
    expect(offeredZone('America/Bogota')).toBe('America/Bogota');
    expect(offeredZone('Antarctica/Troll')).toBeUndefined();
    expect(offeredZone(undefined)).toBeUndefined();
  });
});
