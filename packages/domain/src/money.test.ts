import { describe, expect, it } from 'vitest';
import { currencyForZone, formatMoney, isCurrency } from './money.ts';

describe('the organisation’s currency', () => {
  it('follows the country of the zone, and is USD when the zone says nothing', () => {
    expect(currencyForZone('America/Costa_Rica')).toBe('CRC');
    expect(currencyForZone('America/Mexico_City')).toBe('MXN');
    expect(currencyForZone('America/Bogota')).toBe('COP');
    expect(currencyForZone('America/El_Salvador')).toBe('USD');
    expect(currencyForZone('UTC')).toBe('USD');
    expect(currencyForZone(null)).toBe('USD');
  });

  it('knows only ISO codes it can format', () => {
    expect(isCurrency('CRC')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
  });
});

describe('formatMoney', () => {
  // Intl separates groups with a narrow no-break space in some locales: compare on plain spaces.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('writes amounts as people of that country read them', () => {
    expect(plain(formatMoney(25000, 'CRC'))).toBe('₡25 000');
    expect(plain(formatMoney(350, 'MXN'))).toBe('$350');
    expect(plain(formatMoney(80000, 'COP'))).toBe('$ 80.000');
    expect(plain(formatMoney(12.5, 'USD'))).toBe('$12.50');
  });
});
