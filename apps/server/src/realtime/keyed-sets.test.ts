import { describe, expect, it } from 'vitest';
import { KeyedSets } from './keyed-sets.ts';

describe('KeyedSets', () => {
  it('keeps members per key, forgets an empty key, and removing twice is harmless', () => {
    const sets = new KeyedSets<string>();
    const removeA = sets.add('org-1', 'a');
    sets.add('org-1', 'b');
    sets.add('org-2', 'c');
    expect(sets.of('org-1')).toEqual(['a', 'b']);
    expect(sets.all().sort()).toEqual(['a', 'b', 'c']);
    removeA();
    removeA();
    expect(sets.of('org-1')).toEqual(['b']);
    sets.add('org-1', 'a')();
    expect(sets.of('org-1')).toEqual(['b']);
    const removeC = sets.add('org-3', 'd');
    removeC();
    expect(sets.has('org-3')).toBe(false);
    expect(sets.of('org-3')).toEqual([]);
  });

  it('lets a member remove itself while the members of its key are walked', () => {
    const sets = new KeyedSets<() => void>();
    const seen: string[] = [];
    const removeFirst = sets.add('org', () => {
      seen.push('first');
      removeFirst();
    });
    sets.add('org', () => seen.push('second'));
    for (const member of sets.of('org')) member();
    expect(seen).toEqual(['first', 'second']);
    expect(sets.of('org')).toHaveLength(1);
  });
});
