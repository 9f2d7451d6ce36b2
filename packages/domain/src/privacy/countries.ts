import type { CountryCode } from '../phone.ts';
import { deadlineAfter, type Period } from './business-days.ts';

/**
 * What Recepta does by default per country (docs/privacy.md). These are product defaults drawn from
 * each country's data-protection and health-records rules as we read them; they are not legal
 * advice, and a clinic confirms them with its own counsel. Sources are named per country so a
 * reader can check them.
 */

/** Countries with their own defaults; any other country gets `default`. */
export const privacyCountries = ['CR', 'MX', 'CO', 'AR', 'CL', 'PE', 'PA', 'ES'] as const;
export type PrivacyCountry = (typeof privacyCountries)[number] | 'default';

/** What a patient may ask for (docs/privacy.md#rights-requests). */
export const rightsRequestKinds = ['access', 'rectification', 'erasure', 'objection'] as const;
export type RightsRequestKind = (typeof rightsRequestKinds)[number];

/** What each kind of request reads as on the "Solicitudes" screen. */
export const rightsRequestLabels: Record<RightsRequestKind, string> = {
  access: 'Acceso a sus datos',
  rectification: 'Corregir sus datos',
  erasure: 'Borrar sus datos',
  objection: 'Oposición al uso de sus datos',
};

export interface CountryPrivacy {
  country: PrivacyCountry;
  /** The country's name in Spanish, as screens show it. */
  name: string;
  /** The main law, as it is usually cited. */
  law: string;
  /** The authority that oversees it. */
  authority: string;
  /** How long the clinic has to answer each kind of request, counted from the day it arrives. */
  deadlines: Record<RightsRequestKind, Period>;
  /** Fixed-date national holidays ('MM-DD') skipped when counting business days; moveable ones are not included. */
  holidays: readonly string[];
  retention: {
    /** Default: message bodies older than this many months are deleted by the retention job. */
    messageMonths: number;
    /** Default: patients who never had an appointment are deleted after this many months. */
    leadMonths: number;
    /**
     * Years the clinical documentation must be kept after the last attention; erasure blocks the
     * patient's appointments and notes for that long instead of deleting them. Null: no hold.
     */
    clinicalRecordYears: number | null;
    /** Where that period comes from, in Spanish (shown to the owner next to each held row). */
    clinicalRecordBasis: string;
  };
  /** Whether the clinic may need to register its database with the authority: a note to read, not a rule Recepta applies. */
  registration: { mayBeRequired: boolean; note: string };
  /** Campaigns go only to patients who gave marketing consent. */
  marketingNeedsConsent: boolean;
  /** Where the figures above come from (to be verified by the clinic). */
  sources: readonly string[];
}

const months = (amount: number): Period => ({ amount, unit: 'months' });
const business = (amount: number): Period => ({ amount, unit: 'business_days' });
const calendar = (amount: number): Period => ({ amount, unit: 'calendar_days' });
const all = (period: Period): Record<RightsRequestKind, Period> => ({
  access: period,
  rectification: period,
  erasure: period,
  objection: period,
});

const base = { messageMonths: 24, leadMonths: 12 };

export const countryPrivacy: Record<PrivacyCountry, CountryPrivacy> = {
  CR: {
    country: 'CR',
    name: 'Costa Rica',
    law: 'Ley 8968 de Protección de la Persona frente al Tratamiento de sus Datos Personales y su reglamento',
    authority: 'Agencia de Protección de Datos de los Habitantes (PRODHAB)',
    deadlines: all(business(5)),
    holidays: ['01-01', '04-11', '05-01', '07-25', '08-15', '09-15', '12-25'],
    retention: {
      ...base,
      clinicalRecordYears: 5,
      clinicalRecordBasis: 'Conservación del expediente de salud (plazo por defecto de Recepta; verifíquelo)',
    },
    registration: {
      mayBeRequired: true,
      note: 'Las bases de datos destinadas a distribución, difusión o comercialización deben inscribirse ante la PRODHAB; una base interna de pacientes normalmente no, pero consúltelo.',
    },
    marketingNeedsConsent: true,
    sources: ['Ley 8968 (2011), art. 5 y 7', 'Decreto Ejecutivo 37554-JP (reglamento de la Ley 8968)'],
  },
  MX: {
    country: 'MX',
    name: 'México',
    law: 'Ley Federal de Protección de Datos Personales en Posesión de los Particulares (DOF 20-03-2025)',
    authority: 'Secretaría Anticorrupción y Buen Gobierno (antes INAI)',
    deadlines: all(business(20)),
    holidays: ['01-01', '05-01', '09-16', '12-25'],
    retention: {
      ...base,
      clinicalRecordYears: 5,
      clinicalRecordBasis: 'NOM-004-SSA3-2012 del expediente clínico: al menos 5 años desde el último acto médico',
    },
    registration: { mayBeRequired: false, note: 'No existe un registro general de bases de datos privadas.' },
    marketingNeedsConsent: true,
    sources: [
      'LFPDPPP 2025 (aviso de privacidad simplificado; finalidades necesarias y voluntarias)',
      'NOM-004-SSA3-2012, 5.4',
    ],
  },
  CO: {
    country: 'CO',
    name: 'Colombia',
    law: 'Ley 1581 de 2012 y Decreto 1377 de 2013',
    authority: 'Superintendencia de Industria y Comercio (SIC)',
    // Ley 1581, art. 14: queries (access) 10 business days; art. 15: claims (rectification, erasure) 15.
    deadlines: { access: business(10), rectification: business(15), erasure: business(15), objection: business(15) },
    holidays: ['01-01', '05-01', '07-20', '08-07', '12-08', '12-25'],
    retention: {
      ...base,
      clinicalRecordYears: 15,
      clinicalRecordBasis: 'Resolución 839 de 2017: historia clínica 15 años desde la última atención',
    },
    registration: {
      mayBeRequired: true,
      note: 'El Registro Nacional de Bases de Datos (RNBD) de la SIC obliga a sociedades y entidades con activos totales superiores a 100.000 UVT.',
    },
    marketingNeedsConsent: true,
    sources: ['Ley 1581 de 2012, art. 6, 14 y 15', 'Resolución 839 de 2017 (MinSalud)'],
  },
  AR: {
    country: 'AR',
    name: 'Argentina',
    law: 'Ley 25.326 de Protección de los Datos Personales y Ley 26.529 de Derechos del Paciente',
    authority: 'Agencia de Acceso a la Información Pública (AAIP)',
    // Ley 25.326, art. 14: access within 10 calendar days; art. 16: rectification or suppression within 5 business days.
    deadlines: { access: calendar(10), rectification: business(5), erasure: business(5), objection: business(5) },
    holidays: ['01-01', '03-24', '04-02', '05-01', '05-25', '07-09', '12-08', '12-25'],
    retention: {
      ...base,
      clinicalRecordYears: 10,
      clinicalRecordBasis: 'Ley 26.529, art. 18: historia clínica al menos 10 años',
    },
    registration: {
      mayBeRequired: true,
      note: 'Los bancos de datos privados deben inscribirse en el Registro Nacional de Bases de Datos de la AAIP.',
    },
    marketingNeedsConsent: true,
    sources: ['Ley 25.326, art. 14, 16 y 21', 'Ley 26.529, art. 18'],
  },
  CL: {
    country: 'CL',
    name: 'Chile',
    law: 'Ley 19.628 modificada por la Ley 21.719 (vigente desde el 1 de diciembre de 2026)',
    authority: 'Agencia de Protección de Datos Personales',
    // Ley 21.719: the controller answers within 30 calendar days, extendable once.
    deadlines: all(calendar(30)),
    holidays: ['01-01', '05-01', '05-21', '09-18', '09-19', '12-08', '12-25'],
    retention: {
      ...base,
      clinicalRecordYears: 15,
      clinicalRecordBasis: 'Decreto 41 de 2012 (MINSAL), reglamento de fichas clínicas: al menos 15 años',
    },
    registration: { mayBeRequired: false, note: 'No hay registro general de bases de datos privadas.' },
    marketingNeedsConsent: true,
    sources: ['Ley 21.719 (2024), derechos del titular y plazos', 'Decreto 41 de 2012 (MINSAL), art. 8'],
  },
  PE: {
    country: 'PE',
    name: 'Perú',
    law: 'Ley 29733 de Protección de Datos Personales y su reglamento',
    authority: 'Autoridad Nacional de Protección de Datos Personales (ANPD)',
    // Reglamento: access 20 business days; rectification, cancellation and objection 10.
    deadlines: { access: business(20), rectification: business(10), erasure: business(10), objection: business(10) },
    holidays: ['01-01', '05-01', '06-29', '07-28', '07-29', '08-30', '10-08', '11-01', '12-08', '12-25'],
    retention: {
      ...base,
      clinicalRecordYears: 15,
      clinicalRecordBasis: 'NTS 139-MINSA/2018 de la historia clínica (plazo por defecto de Recepta; verifíquelo)',
    },
    registration: {
      mayBeRequired: true,
      note: 'Los bancos de datos personales deben inscribirse en el Registro Nacional de Protección de Datos Personales.',
    },
    marketingNeedsConsent: true,
    sources: ['Ley 29733 (2011)', 'Reglamento de la Ley 29733 (D.S. 016-2024-JUS)', 'NTS 139-MINSA/2018'],
  },
  PA: {
    country: 'PA',
    name: 'Panamá',
    law: 'Ley 81 de 2019 sobre Protección de Datos Personales y Decreto Ejecutivo 285 de 2021',
    authority: 'Autoridad Nacional de Transparencia y Acceso a la Información (ANTAI)',
    // Ley 81: rectification of wrong data within 5 business days; the other requests 10 (to verify).
    deadlines: { access: business(10), rectification: business(5), erasure: business(10), objection: business(10) },
    holidays: ['01-01', '01-09', '05-01', '11-03', '11-10', '11-28', '12-08', '12-25'],
    retention: {
      ...base,
      clinicalRecordYears: 5,
      clinicalRecordBasis: 'Conservación de la historia clínica (plazo por defecto de Recepta; verifíquelo)',
    },
    registration: { mayBeRequired: false, note: 'No hay registro general de bases de datos privadas.' },
    marketingNeedsConsent: true,
    sources: ['Ley 81 de 2019', 'Decreto Ejecutivo 285 de 2021'],
  },
  ES: {
    country: 'ES',
    name: 'España',
    law: 'Reglamento (UE) 2016/679 (RGPD), Ley Orgánica 3/2018 y Ley 41/2002 de autonomía del paciente',
    authority: 'Agencia Española de Protección de Datos (AEPD)',
    // RGPD art. 12.3: one month, extendable by two more when complex.
    deadlines: all(months(1)),
    holidays: ['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'],
    retention: {
      ...base,
      messageMonths: 12,
      clinicalRecordYears: 5,
      clinicalRecordBasis: 'Ley 41/2002, art. 17: documentación clínica al menos 5 años desde cada alta',
    },
    registration: {
      mayBeRequired: false,
      note: 'No hay registro de ficheros; sí un registro interno de actividades de tratamiento y, en centros sanitarios, un delegado de protección de datos (LOPDGDD art. 34).',
    },
    marketingNeedsConsent: true,
    sources: ['RGPD, art. 12.3 y 17.3', 'LOPDGDD, art. 34', 'Ley 41/2002, art. 17'],
  },
  default: {
    country: 'default',
    name: 'Otro país',
    law: 'La ley de protección de datos del país de la clínica',
    authority: 'La autoridad de protección de datos del país',
    deadlines: all(calendar(30)),
    holidays: ['01-01', '05-01', '12-25'],
    retention: {
      ...base,
      clinicalRecordYears: 5,
      clinicalRecordBasis: 'Conservación de la documentación clínica (plazo por defecto de Recepta; verifíquelo)',
    },
    registration: { mayBeRequired: false, note: 'Consulte si su país exige inscribir las bases de datos.' },
    marketingNeedsConsent: true,
    sources: [],
  },
};

/** The defaults that apply to a country (ISO code, e.g. from the first location's zone). */
export function privacyCountryOf(country: CountryCode | string | null | undefined): PrivacyCountry {
  return (privacyCountries as readonly string[]).includes(country ?? '') ? (country as PrivacyCountry) : 'default';
}

/** The country's fixed holidays in the years around `start`, plus the clinic's own dates. */
export function holidaysAround(country: PrivacyCountry, start: string, extra: readonly string[] = []): Set<string> {
  const year = Number(start.slice(0, 4));
  const set = new Set(extra);
  for (const y of [year, year + 1]) for (const md of countryPrivacy[country].holidays) set.add(`${y}-${md}`);
  return set;
}

/** The last day to answer a request of `kind` received on `received` ('YYYY-MM-DD' in the clinic's zone). */
export function rightsDeadline(
  country: PrivacyCountry,
  kind: RightsRequestKind,
  received: string,
  extraHolidays: readonly string[] = [],
): string {
  return deadlineAfter(
    received,
    countryPrivacy[country].deadlines[kind],
    holidaysAround(country, received, extraHolidays),
  );
}

/** "15 días hábiles", "1 mes": a period as a screen says it. */
export function describePeriod(period: Period): string {
  const plural = period.amount === 1 ? '' : period.unit === 'months' ? 'es' : 's';
  switch (period.unit) {
    case 'business_days':
      return `${period.amount} día${plural} hábil${period.amount === 1 ? '' : 'es'}`;
    case 'calendar_days':
      return `${period.amount} día${plural} naturales`.replace('día naturales', 'día natural');
    case 'months':
      return `${period.amount} mes${plural}`;
  }
}
