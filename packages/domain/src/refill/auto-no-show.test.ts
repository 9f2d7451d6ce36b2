import { describe, expect, it } from 'vitest';
import { AUTO_NO_SHOW_MAX_MIN, autoNoShowAt, isAutoNoShowDue } from './auto-no-show.ts';

const end = Date.parse('2026-11-23T16:30:00Z');
const since = Date.parse('2026-11-20T00:00:00Z');
const min = (n: number) => n * 60_000;

describe('automatic no-shows', () => {
  it('falls due the chosen minutes after the end, not a minute before', () => {
    expect(autoNoShowAt(end, 30)).toBe(end + min(30));
    const setting = { afterMin: 30, since };
    expect(isAutoNoShowDue({ status: 'pending', endsAt: end }, setting, end + min(29))).toBe(false);
    expect(isAutoNoShowDue({ status: 'pending', endsAt: end }, setting, end + min(30))).toBe(true);
    expect(isAutoNoShowDue({ status: 'CONFIRMED', endsAt: end }, setting, end + min(31))).toBe(true);
  });

  it('never marks one when the organisation has it off (the default)', () => {
    expect(isAutoNoShowDue({ status: 'pending', endsAt: end }, { afterMin: null, since: null }, end + min(600))).toBe(
      false,
    );
    expect(isAutoNoShowDue({ status: 'pending', endsAt: end }, { afterMin: 0, since: null }, end + min(600))).toBe(
      false,
    );
  });

  it('leaves closed appointments alone: cancelled and no-shows are not marked again', () => {
    const setting = { afterMin: 0, since };
    expect(isAutoNoShowDue({ status: 'cancelled', endsAt: end }, setting, end + min(5))).toBe(false);
    expect(isAutoNoShowDue({ status: 'no_show', endsAt: end }, setting, end + min(5))).toBe(false);
  });

  it('does not rewrite what ended before it was turned on', () => {
    const setting = { afterMin: 10, since: end + min(1) };
    expect(isAutoNoShowDue({ status: 'pending', endsAt: end }, setting, end + min(60))).toBe(false);
    expect(isAutoNoShowDue({ status: 'pending', endsAt: end + min(1) }, setting, end + min(60))).toBe(true);
  });

  it('allows waits up to a day', () => {
    expect(AUTO_NO_SHOW_MAX_MIN).toBe(1440);
    const setting = { afterMin: AUTO_NO_SHOW_MAX_MIN, since };
    expect(isAutoNoShowDue({ status: 'pending', endsAt: end }, setting, end + min(1439))).toBe(false);
    expect(isAutoNoShowDue({ status: 'pending', endsAt: end }, setting, end + min(1440))).toBe(true);
  });
});
