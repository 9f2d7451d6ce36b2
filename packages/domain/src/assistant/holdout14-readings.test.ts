// Readings added from the fourteenth held-out set's first run (terse patients): a weekday and a
// number that is not its date ("vie 9") as the hour, English weekday abbreviations ("sat morning"),
// "the 2nd one" as one of the times offered, "quit texting me", and "antes mi cita" without its "de".
import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../messaging/answers.ts';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import { defaultConfig } from '../scheduling/config.ts';
import { knownPatientChat } from './golden-runner.ts';
import { goldenNow, goldenTz, goldenWeek } from './golden-world.ts';
import { readPreference } from './preference.ts';
import { asksForEarlier, correctTypos, withoutGreetings } from './understand.ts';

// Monday 23 November 2026, 07:00.
const config = { ...defaultConfig, weeklyHours: goldenWeek, increment: 30 as const };
const read = (text: string) =>
  readPreference(
    correctTypos(normalizeMessage(withoutGreetings(normalizeMessage(text)))),
    config,
    goldenNow,
    goldenTz,
    {
      corrections: true,
    },
  );

describe('readPreference, the fourteenth held-out set', () => {
  it('reads a weekday and a number no coming date of that weekday is as the hour', () => {
    expect(read('vie 9')).toMatchObject({ date: '2026-11-27', minutes: 540 });
    expect(read('miércoles 12')).toMatchObject({ date: '2026-11-25', minutes: 720 });
    // The weekday's own date stays a date.
    expect(read('lunes 30')).toEqual({ date: '2026-11-30' });
  });

  it('reads the weekdays as English abbreviates them', () => {
    expect(read('whitening sat morning')).toMatchObject({ date: '2026-11-28', part: 'morning' });
    expect(read('fri')).toMatchObject({ date: '2026-11-27' });
  });
});

describe('English and the words of the fourteenth held-out set', () => {
  it('reads "the 2nd one" as the second time offered, not the 2nd of a month', () => {
    expect(normalizeMessage('the 2nd one')).toBe('la segunda');
    expect(normalizeMessage('the first option')).toBe('la primera');
  });

  it('reads "quit texting me" as asking to stop the messages', () => {
    expect(asksToStopMessages(normalizeMessage('quit texting me please'))).toBe(true);
  });

  it('reads "antes mi cita", the "de" left out, as asking for an earlier time', () => {
    expect(asksForEarlier(normalizeMessage('se puede antes mi cita?'))).toBe(true);
  });
});

describe('an ordinal alone among the offered times', () => {
  it('"the 2nd one" picks the second time offered, without "no te entendí"', async () => {
    const chat = knownPatientChat();
    await chat.text('checkup thursday');
    const [reply] = await chat.text('the 2nd one');
    expect(reply!.text).not.toContain('no te entendí');
    expect(reply!.text).toMatch(/jueves 26 de noviembre/);
  });
});
