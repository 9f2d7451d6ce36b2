import { describe, expect, it } from 'vitest';
import { countryPrivacy, privacyCountries } from './countries.ts';
import { noticePlaceholders, noticeSections, privacyNotice } from './notice.ts';

describe('privacyNotice', () => {
  for (const country of [...privacyCountries, 'default' as const]) {
    it(`${country}: has every required part, in order`, () => {
      const text = privacyNotice(country);
      let from = 0;
      for (const section of noticeSections) {
        const at = text.indexOf(`## ${section}`, from);
        expect(at, section).toBeGreaterThan(-1);
        from = at;
      }
      // Necessary and voluntary purposes apart; sub-processors named; rights and how to exercise them.
      expect(text).toContain('Meta Platforms');
      expect(text).toContain(noticePlaceholders.hosting);
      expect(text).toContain('SALIR');
      expect(text).toContain(countryPrivacy[country].authority);
      expect(text).toMatch(/Respondemos/);
    });
  }
  it('fills the clinic’s fields and leaves the rest as placeholders', () => {
    const text = privacyNotice('CL', { clinicName: 'Clínica Sur', contactEmail: 'datos@sur.cl' });
    expect(text).toContain('# Aviso de privacidad de Clínica Sur');
    expect(text).toContain('datos@sur.cl');
    expect(text).toContain(noticePlaceholders.address);
    expect(text).not.toContain(noticePlaceholders.clinicName);
    expect(text).toContain('30 días naturales');
  });
  it('says the Colombian query and claim deadlines apart', () => {
    expect(privacyNotice('CO')).toContain('acceso en 10 días hábiles y las demás solicitudes en 15 días hábiles');
  });
  it('names the clinical-record hold where there is one', () => {
    expect(privacyNotice('ES')).toContain('Ley 41/2002');
    expect(privacyNotice('ES')).toContain('5 años');
  });
});
