// How far the receptionist looks for free times (offer.ts).
import { describe, expect, it } from 'vitest';
import { gatherSlots, NAMED_DAY_LIMIT, SEARCH_DAYS, searchDaysOf } from './offer.ts';

describe('searchDaysOf', () => {
  it('looks SEARCH_DAYS ahead, or up to a later day or week the patient named, within a limit', () => {
    expect(searchDaysOf({}, '2026-11-23')).toBe(SEARCH_DAYS);
    expect(searchDaysOf({ date: '2026-11-25' }, '2026-11-23')).toBe(SEARCH_DAYS);
    expect(searchDaysOf({ date: '2026-12-15' }, '2026-11-23')).toBe(23);
    expect(searchDaysOf({ from: '2026-12-07', to: '2026-12-13' }, '2026-11-23')).toBe(21);
    expect(searchDaysOf({ date: '2027-11-23' }, '2026-11-23')).toBe(NAMED_DAY_LIMIT);
  });

  it('searches a date named three weeks away instead of refusing it', () => {
    const asked: string[] = [];
    gatherSlots({ date: '2026-12-15' }, '2026-11-23', 'America/Costa_Rica', (date) => {
      asked.push(date);
      return [];
    });
    expect(asked).toEqual(['2026-12-15']);
  });
});
