import { describe, expect, it } from 'vitest';
import {
  bookingPageInput,
  bookingWindow,
  canChangeOnline,
  checkBookingRules,
  isValidSlug,
  slotsInWindow,
  suggestSlug,
} from './rules.ts';

const now = Date.parse('2026-11-23T15:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const settings = {
  serviceIds: ['s1', 's2'],
  minNoticeMin: 120,
  horizonDays: 14,
  newPatients: true,
};

describe('slugs', () => {
  it('accepts lowercase letters, digits and inner hyphens', () => {
    expect(isValidSlug('clinica-sonrisa')).toBe(true);
    expect(isValidSlug('dr-2')).toBe(true);
  });
  it('refuses capitals, accents, edges, doubles, short, long and reserved words', () => {
    for (const bad of ['Clinica', 'clínica', '-abc', 'abc-', 'a--b', 'ab', 'a'.repeat(41), 'admin', 'api', 'a b']) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });
  it('suggests one from the clinic name', () => {
    expect(suggestSlug('Clínica Dental Sonrisa')).toBe('clinica-dental-sonrisa');
    expect(isValidSlug(suggestSlug('Ñandú & Cía.'))).toBe(true);
    expect(isValidSlug(suggestSlug('X'))).toBe(true);
  });
  it('the input lowercases and answers a Spanish message', () => {
    const ok = bookingPageInput.parse({ ...settings, serviceIds: [], slug: ' Sonrisa ', enabled: true });
    expect(ok.slug).toBe('sonrisa');
    const bad = bookingPageInput.safeParse({ ...settings, serviceIds: [], slug: 'a_b', enabled: true });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/letras minúsculas/);
  });
});

describe('checkBookingRules', () => {
  const ok = { serviceId: 's1', start: now + 3 * HOUR, knownPatient: false };
  it('lets a booking inside every rule through', () => {
    expect(checkBookingRules(settings, ok, now)).toBeNull();
  });
  it('refuses a service not offered online', () => {
    expect(checkBookingRules(settings, { ...ok, serviceId: 's3' }, now)).toBe('service_not_offered');
  });
  it('refuses inside the minimum notice, and accepts at its edge', () => {
    expect(checkBookingRules(settings, { ...ok, start: now + HOUR }, now)).toBe('too_soon');
    expect(checkBookingRules(settings, { ...ok, start: now + 2 * HOUR }, now)).toBeNull();
  });
  it('refuses past the horizon, and accepts at its edge', () => {
    expect(checkBookingRules(settings, { ...ok, start: now + 14 * DAY + 1 }, now)).toBe('too_far');
    expect(checkBookingRules(settings, { ...ok, start: now + 14 * DAY }, now)).toBeNull();
  });
  it('refuses new patients when the clinic takes known ones only', () => {
    const closed = { ...settings, newPatients: false };
    expect(checkBookingRules(closed, ok, now)).toBe('new_patients_closed');
    expect(checkBookingRules(closed, { ...ok, knownPatient: true }, now)).toBeNull();
  });
});

describe('window and changes', () => {
  it('keeps only the slots between notice and horizon', () => {
    const slots = [now + HOUR, now + 3 * HOUR, now + 20 * DAY].map((start) => ({ start }));
    expect(slotsInWindow(settings, slots, now).map((s) => s.start)).toEqual([now + 3 * HOUR]);
    expect(bookingWindow(settings, now)).toEqual({ from: now + 2 * HOUR, to: now + 14 * DAY });
  });
  it('allows a change or cancellation until the notice before the start', () => {
    const start = now + 5 * HOUR;
    expect(canChangeOnline({ cancelNoticeMin: 0 }, start, now)).toBe(true);
    expect(canChangeOnline({ cancelNoticeMin: 240 }, start, now)).toBe(true);
    expect(canChangeOnline({ cancelNoticeMin: 300 }, start, now)).toBe(false);
    expect(canChangeOnline({ cancelNoticeMin: 0 }, start, start)).toBe(false);
  });
});
