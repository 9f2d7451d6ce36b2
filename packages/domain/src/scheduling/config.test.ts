import { describe, expect, it } from 'vitest';
import { configInput } from '../schemas/config.ts';
import { defaultConfig, incrementOf, normalizeConfig, openingMinutes } from './config.ts';

describe('normalizeConfig', () => {
  it('gives the documented defaults for nothing or junk', () => {
    const expected = {
      openTime: '08:00',
      closeTime: '18:00',
      increment: 30,
      allowedDurations: [15, 30, 45, 60],
      palette: ['#22c55e', '#3b82f6', '#f59e0b', '#ef4444'],
      themeMode: 'auto',
      reminderFrequencies: [120, 1440],
    };
    expect(normalizeConfig(undefined)).toEqual(expected);
    expect(normalizeConfig('nonsense')).toEqual(expected);
    expect(normalizeConfig({ increment: 20, themeMode: 'neon', palette: ['red'] })).toEqual(expected);
  });

  it('falls back to 08:00-18:00 when close is not after open', () => {
    expect(normalizeConfig({ openTime: '18:00', closeTime: '09:00' })).toMatchObject({
      openTime: '08:00',
      closeTime: '18:00',
    });
    expect(normalizeConfig({ openTime: '10:00', closeTime: '10:00' })).toMatchObject({
      openTime: '08:00',
      closeTime: '18:00',
    });
    // Only close given, before the default opening: the whole day falls back.
    expect(normalizeConfig({ closeTime: '07:00' })).toMatchObject({ openTime: '08:00', closeTime: '18:00' });
  });

  it('keeps valid hours and accepts the legacy openHour/closeHour numbers', () => {
    expect(normalizeConfig({ openTime: '09:30', closeTime: '17:15' })).toMatchObject({
      openTime: '09:30',
      closeTime: '17:15',
    });
    expect(normalizeConfig({ openHour: 7, closeHour: 19.5 })).toMatchObject({ openTime: '07:00', closeTime: '19:30' });
    // The HH:MM field wins over the legacy number; a malformed one lets the number through.
    expect(normalizeConfig({ openTime: '10:00', openHour: 7 })).toMatchObject({ openTime: '10:00' });
    expect(normalizeConfig({ openTime: '25:00', openHour: 7 })).toMatchObject({ openTime: '07:00' });
  });

  it('filters durations and reminders to positive integers, unique and sorted', () => {
    const c = normalizeConfig({
      allowedDurations: [60, 15, -5, 0, 15, 2.5, '30', 45],
      reminderFrequencies: [120, 1440, 120, -1],
    });
    expect(c.allowedDurations).toEqual([15, 45, 60]);
    expect(c.reminderFrequencies).toEqual([120, 1440]);
  });

  it('treats an emptied duration list as the defaults but keeps an empty reminder list', () => {
    const c = normalizeConfig({ allowedDurations: [0, -15], reminderFrequencies: [] });
    expect(c.allowedDurations).toEqual([15, 30, 45, 60]);
    expect(c.reminderFrequencies).toEqual([]);
  });

  it('keeps increment 15, theme dark and a valid palette', () => {
    const c = normalizeConfig({ increment: 15, themeMode: 'dark', palette: ['#000000', 'nope', '#fff', '#ABCDEF'] });
    expect(c.increment).toBe(15);
    expect(c.themeMode).toBe('dark');
    expect(c.palette).toEqual(['#000000', '#ABCDEF']);
  });

  it('leaves the defaults as they are', () => {
    expect(normalizeConfig(defaultConfig)).toEqual(defaultConfig);
  });

  it('does not mutate its input', () => {
    const input = { allowedDurations: [60, 15], reminderFrequencies: [120, 1440] };
    normalizeConfig(input);
    expect(input).toEqual({ allowedDurations: [60, 15], reminderFrequencies: [120, 1440] });
  });
});

describe('openingMinutes and incrementOf', () => {
  it('read a config in minutes, repairing an unnormalised one the same way', () => {
    expect(openingMinutes({ ...defaultConfig, openTime: '09:15', closeTime: '13:45' })).toEqual({
      open: 555,
      close: 825,
    });
    expect(openingMinutes({ ...defaultConfig, openTime: '19:00', closeTime: '09:00' })).toEqual({
      open: 480,
      close: 1080,
    });
    expect(incrementOf({ ...defaultConfig, increment: 20 as 30 })).toBe(30);
  });
});

describe('configInput (POST /config body)', () => {
  it('parses and normalises a full body', () => {
    const out = configInput.parse({
      openTime: '09:00',
      closeTime: '08:00',
      increment: 15,
      allowedDurations: [45, 15, 15],
      themeMode: 'light',
      reminderFrequencies: [60],
    });
    expect(out).toEqual({
      openTime: '08:00',
      closeTime: '18:00',
      increment: 15,
      allowedDurations: [15, 45],
      palette: defaultConfig.palette,
      themeMode: 'light',
      reminderFrequencies: [60],
    });
  });

  it('accepts the legacy hour numbers', () => {
    expect(configInput.parse({ openHour: 9, closeHour: 17 })).toMatchObject({ openTime: '09:00', closeTime: '17:00' });
  });

  it('refuses wrong types and values with field paths', () => {
    const r = configInput.safeParse({ openTime: '9:00', increment: 20, themeMode: 'neon', allowedDurations: ['x'] });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['allowedDurations.0', 'increment', 'openTime', 'themeMode']);
    expect(r.error?.issues.find((i) => i.path[0] === 'increment')?.message).toBe('El intervalo debe ser 15 o 30');
  });
});
