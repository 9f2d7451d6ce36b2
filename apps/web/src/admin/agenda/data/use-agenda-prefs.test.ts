import { describe, expect, it } from 'vitest';
import { parseHiddenResources } from './use-agenda-prefs.ts';

describe('parseHiddenResources', () => {
  it('reads a stored JSON list of ids, and anything else as none hidden', () => {
    expect([...parseHiddenResources('["r1","r2"]')]).toEqual(['r1', 'r2']);
    expect([...parseHiddenResources('["r1",3,null]')]).toEqual(['r1']);
    expect(parseHiddenResources('{"r1":true}').size).toBe(0);
    expect(parseHiddenResources('not json').size).toBe(0);
    expect(parseHiddenResources(null).size).toBe(0);
  });
});
