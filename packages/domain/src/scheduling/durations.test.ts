import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config.ts';
import { allowedDurationOptions, isDropIgnored, maxDuration, minDuration, snapMinutes } from './durations.ts';

describe('minDuration', () => {
  it("is the service's duration, or 30 when unknown or unusable", () => {
    expect(minDuration(45)).toBe(45);
    expect(minDuration(undefined)).toBe(30);
    expect(minDuration(null)).toBe(30);
    expect(minDuration(0)).toBe(30);
    expect(minDuration(-15)).toBe(30);
    expect(minDuration(Number.NaN)).toBe(30);
  });
});

describe('allowedDurationOptions', () => {
  it('offers the allowed durations at least the service minimum', () => {
    expect(allowedDurationOptions(defaultConfig, 30)).toEqual([30, 45, 60]);
    expect(allowedDurationOptions(defaultConfig, undefined)).toEqual([30, 45, 60]);
    expect(allowedDurationOptions(defaultConfig, 15)).toEqual([15, 30, 45, 60]);
  });

  it('adds the current duration, sorted and unique', () => {
    expect(allowedDurationOptions(defaultConfig, 45, 20)).toEqual([20, 45, 60]);
    expect(allowedDurationOptions(defaultConfig, 30, 45)).toEqual([30, 45, 60]);
    expect(allowedDurationOptions(defaultConfig, 30, 90)).toEqual([30, 45, 60, 90]);
  });

  it('does not mutate the config', () => {
    const config = { ...defaultConfig, allowedDurations: [60, 15, 30] };
    allowedDurationOptions(config, 15, 5);
    expect(config.allowedDurations).toEqual([60, 15, 30]);
  });
});

describe('maxDuration', () => {
  it('is the largest allowed duration, but never below the service minimum', () => {
    expect(maxDuration(defaultConfig, 30)).toBe(60);
    expect(maxDuration(defaultConfig, 90)).toBe(90);
  });
});

describe('snapMinutes', () => {
  it('floors to the increment', () => {
    expect(snapMinutes(44, 15)).toBe(30);
    expect(snapMinutes(45, 15)).toBe(45);
    expect(snapMinutes(59, 30)).toBe(30);
    expect(snapMinutes(600, 30)).toBe(600);
    expect(snapMinutes(-1, 30)).toBe(-30);
  });
});

describe('isDropIgnored', () => {
  const t = Date.parse('2026-11-23T15:00:00Z');
  it('ignores drops within 5 minutes on the same day', () => {
    expect(isDropIgnored(t, t, true)).toBe(true);
    expect(isDropIgnored(t, t + 5 * 60_000, true)).toBe(true);
    expect(isDropIgnored(t, t - 4 * 60_000, true)).toBe(true);
  });
  it('takes farther drops and any drop to another day', () => {
    expect(isDropIgnored(t, t + 5 * 60_000 + 1, true)).toBe(false);
    expect(isDropIgnored(t, t + 60_000, false)).toBe(false);
  });
});
