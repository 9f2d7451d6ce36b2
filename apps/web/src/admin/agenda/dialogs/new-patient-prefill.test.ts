import { describe, expect, it } from 'vitest';
import { newPatientPrefill } from './new-patient-prefill.ts';

describe('newPatientPrefill', () => {
  it('takes a typed number as the phone', () => {
    expect(newPatientPrefill(' 8888-1111 ')).toEqual({ name: '', phone: '8888-1111' });
    expect(newPatientPrefill('+52 (55) 1234 5678')).toEqual({ name: '', phone: '+52 (55) 1234 5678' });
  });

  it('takes anything else as the name', () => {
    expect(newPatientPrefill('María José')).toEqual({ name: 'María José', phone: '' });
    expect(newPatientPrefill('12')).toEqual({ name: '12', phone: '' });
    expect(newPatientPrefill('')).toEqual({ name: '', phone: '' });
  });
});
