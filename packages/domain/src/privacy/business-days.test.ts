import { describe, expect, it } from 'vitest';
import { addBusinessDays, addMonths, daysLeft, deadlineAfter } from './business-days.ts';
import { countryPrivacy, describePeriod, holidaysAround, privacyCountryOf, rightsDeadline } from './countries.ts';

describe('addBusinessDays', () => {
  it('skips the weekend: Friday + 1 is Monday', () => {
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
  });
  it('does not count the day of arrival, even on a weekend', () => {
    // Saturday: Monday is the first business day after it.
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-29', 5)).toBe('2026-12-04');
  });
  it('skips holidays it is given', () => {
    expect(addBusinessDays('2026-12-24', 1, new Set(['2026-12-25']))).toBe('2026-12-28');
  });
  it('counts 10 business days as two weeks from a Monday', () => {
    expect(addBusinessDays('2026-11-02', 10)).toBe('2026-11-16');
  });
  it('refuses a malformed date', () => {
    expect(() => addBusinessDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2026-03-15', 1)).toBe('2026-04-15');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
  it('ends on the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });
});

describe('deadlines per country (not legal advice)', () => {
  // Received Friday 2026-12-04.
  const received = '2026-12-04';
  it('Colombia: queries in 10 business days, claims in 15, skipping 8 December', () => {
    expect(rightsDeadline('CO', 'access', received)).toBe('2026-12-21');
    expect(rightsDeadline('CO', 'erasure', received)).toBe('2026-12-29');
  });
  it('Mexico: 20 business days, skipping 25 December and 1 January', () => {
    expect(rightsDeadline('MX', 'access', received)).toBe('2027-01-05');
  });
  it('Costa Rica: 5 business days', () => {
    expect(rightsDeadline('CR', 'access', received)).toBe('2026-12-11');
  });
  it('Chile: 30 calendar days', () => {
    expect(rightsDeadline('CL', 'erasure', received)).toBe('2027-01-03');
  });
  it('Spain: one month', () => {
    expect(rightsDeadline('ES', 'access', received)).toBe('2027-01-04');
  });
  it('Argentina: access in 10 calendar days, suppression in 5 business days (8 December skipped)', () => {
    expect(rightsDeadline('AR', 'access', received)).toBe('2026-12-14');
    expect(rightsDeadline('AR', 'erasure', received)).toBe('2026-12-14');
  });
  it('Peru: access in 20 business days, the others in 10', () => {
    expect(rightsDeadline('PE', 'access', received)).toBe('2027-01-06');
    expect(rightsDeadline('PE', 'rectification', received)).toBe('2026-12-21');
  });
  it('Panama: rectification in 5 business days, skipping 8 December', () => {
    expect(rightsDeadline('PA', 'rectification', received)).toBe('2026-12-14');
  });
  it('another country: 30 calendar days', () => {
    expect(rightsDeadline('default', 'access', received)).toBe('2027-01-03');
  });
  it('takes the clinic’s own holidays', () => {
    expect(rightsDeadline('CR', 'access', received, ['2026-12-07'])).toBe('2026-12-14');
  });
  it('includes the next year’s holidays for a deadline that crosses it', () => {
    expect(holidaysAround('MX', '2026-12-20').has('2027-01-01')).toBe(true);
  });
  it('every country has a deadline per kind and a positive amount', () => {
    for (const c of Object.values(countryPrivacy)) {
      for (const period of Object.values(c.deadlines)) expect(period.amount).toBeGreaterThan(0);
    }
  });
});

describe('privacyCountryOf', () => {
  it('maps known countries and falls back to the default', () => {
    expect(privacyCountryOf('CL')).toBe('CL');
    expect(privacyCountryOf('US')).toBe('default');
    expect(privacyCountryOf(undefined)).toBe('default');
  });
});

describe('describePeriod and daysLeft', () => {
  it('says periods in Spanish', () => {
    expect(describePeriod({ amount: 15, unit: 'business_days' })).toBe('15 días hábiles');
    expect(describePeriod({ amount: 1, unit: 'business_days' })).toBe('1 día hábil');
    expect(describePeriod({ amount: 30, unit: 'calendar_days' })).toBe('30 días naturales');
    expect(describePeriod({ amount: 1, unit: 'months' })).toBe('1 mes');
  });
  it('counts days to a deadline', () => {
    expect(daysLeft('2026-12-01', deadlineAfter('2026-12-01', { amount: 3, unit: 'calendar_days' }))).toBe(3);
  });
});
