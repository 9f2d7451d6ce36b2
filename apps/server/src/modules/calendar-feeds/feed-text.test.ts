import { describe, expect, it } from 'vitest';
import { changedKeys, lineAt, lineStarts } from './feed-text.ts';

describe('lineStarts and lineAt', () => {
  it('finds every line, the last without a line break, and none in an empty text', () => {
    expect([...lineStarts('')]).toEqual([]);
    expect([...lineStarts('a')]).toEqual([0]);
    const text = 'ab\ncde\n\nf';
    const starts = [...lineStarts(text)];
    expect(starts).toEqual([0, 3, 7, 8]);
    expect(starts.map((at) => lineAt(text, at))).toEqual(text.split('\n'));
  });
});

describe('changedKeys', () => {
  const name = (value: string | undefined) => value ?? '';

  it('names the keys whose shown value changed, appeared or went', () => {
    const before = new Map([
      ['a', 'Ana'],
      ['b', 'Bea'],
      ['c', 'Cris'],
    ]);
    const after = new Map([
      ['a', 'Ana'],
      ['b', 'Beatriz'],
      ['d', 'Dora'],
    ]);
    expect([...changedKeys(before, after, name)].sort()).toEqual(['b', 'c', 'd']);
    expect(changedKeys(before, new Map(before), name).size).toBe(0);
  });

  it('compares what is shown, not the values', () => {
    const initial = (value: string | undefined) => value?.[0] ?? '';
    expect([...changedKeys(new Map([['a', 'Ana']]), new Map([['a', 'Alba']]), initial)]).toEqual([]);
    // A key that goes counts only if it showed something.
    expect([...changedKeys(new Map([['a', '']]), new Map(), initial)]).toEqual([]);
    expect([...changedKeys(new Map([['a', 'Ana']]), new Map(), initial)]).toEqual(['a']);
  });
});
