import { describe, expect, it } from 'vitest';
import { formatPhoneForPeople, readableName, whatsappPhoneCandidates } from './phone.ts';

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

  it('splits a number whose range has no layout, as the simulator’s', () => {
    expect(formatPhoneForPeople('+50681014923', 'CR')).toBe('8101 4923');
    expect(formatPhoneForPeople('+50681014923', 'MX')).toBe('+506 8101 4923');
    expect(formatPhoneForPeople('+573001234567', 'CO')).toBe('300 1234567');
  });
});

describe('readableName', () => {
  it('writes a lead named by its number as a phone, and any other name as it is', () => {
    expect(readableName('+50681014923')).toBe('+506 8101 4923');
    expect(readableName(' Ana Pérez ')).toBe('Ana Pérez');
  });
});

describe('whatsappPhoneCandidates', () => {
  it('offers both forms of Mexican and Argentine mobiles, the valid one first', () => {
    expect(whatsappPhoneCandidates('5215512345678')).toEqual(['+525512345678', '+5215512345678']);
    expect(whatsappPhoneCandidates('525512345678')).toEqual(['+525512345678', '+5215512345678']);
    expect(whatsappPhoneCandidates('5491123456789')[0]).toBe('+5491123456789');
    expect(whatsappPhoneCandidates('5491123456789')).toContain('+541123456789');
  });

  it('keeps any other number as it came', () => {
    expect(whatsappPhoneCandidates('50688887777')).toEqual(['+50688887777']);
  });

  it('answers a number asked again the same, whatever an earlier caller did with its list', () => {
    const first = whatsappPhoneCandidates('5215512345679');
    first.reverse().push('+1');
    expect(whatsappPhoneCandidates('5215512345679')).toEqual(['+525512345679', '+5215512345679']);
  });
});
