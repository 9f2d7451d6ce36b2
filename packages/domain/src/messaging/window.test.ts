import { describe, expect, it } from 'vitest';
import { isWindowOpen, windowOpenUntil } from './window.ts';

describe('the 24-hour window', () => {
  const last = new Date('2026-11-24T10:00:00Z');

  it('is open until 24 h after the patient’s last message, and closed at that instant', () => {
    expect(windowOpenUntil(last)?.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(isWindowOpen(last, new Date('2026-11-25T09:59:59Z'))).toBe(true);
    expect(isWindowOpen(last, new Date('2026-11-25T10:00:00Z'))).toBe(false);
  });

  it('is closed when the patient never wrote', () => {
    expect(windowOpenUntil(null)).toBeNull();
    expect(isWindowOpen(null, last)).toBe(false);
  });
});
