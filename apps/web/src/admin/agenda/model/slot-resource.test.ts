import { describe, expect, it } from 'vitest';
import { resource } from '../../../../test/fixtures/agenda-week.ts';
import { slotResource } from './slot-resource.ts';

describe('slotResource', () => {
  const a = resource({ id: 'a' });
  const b = resource({ id: 'b' });
  const off = resource({ id: 'off', active: false });

  it('is the one active professional shown', () => {
    expect(slotResource([a, off], new Set())).toBe('a');
    expect(slotResource([a, b], new Set(['a']))).toBe('b');
  });

  it('is nobody when several are shown, or none', () => {
    expect(slotResource([a, b], new Set())).toBeUndefined();
    expect(slotResource([a, b], new Set(['a', 'b']))).toBeUndefined();
    expect(slotResource([], new Set())).toBeUndefined();
  });
});
