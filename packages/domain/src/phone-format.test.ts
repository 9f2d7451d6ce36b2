import { describe, expect, it } from 'vitest';
import { formatPhoneForPeople } from './phone.ts';

describe('formatPhoneForPeople', () => {
  it('writes a number of the clinic’s country in its national form', () => {
    expect(formatPhoneForPeople('+50688887777', 'CR')).toBe('8888 7777');
    expect(formatPhoneForPeople('+525512345678', 'MX')).toBe('55 1234 5678');
  });

  it('writes a foreign number in the international form, and keeps what it cannot read', () => {
    expect(formatPhoneForPeople('+525512345678', 'CR')).toBe('+52 55 1234 5678');
    expect(formatPhoneForPeople('+50688887777', undefined)).toBe('+506 8888 7777');
    expect(formatPhoneForPeople('desconocido', 'CR')).toBe('desconocido');
  });
});
