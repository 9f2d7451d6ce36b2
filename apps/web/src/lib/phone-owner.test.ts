import { describe, expect, it } from 'vitest';
import { phoneOwner, phoneSearch } from './phone-owner.ts';

const ana = { id: 'a', name: 'Ana Pérez', phone: '+50688881111' };
const luis = { id: 'l', name: 'Luis Mora', phone: '+50688881112' };
const longer = { id: 'x', name: 'Otro', phone: '+150688881111' };

describe('phoneSearch', () => {
  it('searches the digits of the international form', () => {
    expect(phoneSearch('+50688881111')).toBe('50688881111');
  });
});

describe('phoneOwner', () => {
  it('finds the customer with exactly that number', () => {
    expect(phoneOwner([longer, luis, ana], '+50688881111')).toBe(ana);
  });

  it('ignores numbers that only contain the digits, and the customer being edited', () => {
    expect(phoneOwner([longer], '+50688881111')).toBeUndefined();
    expect(phoneOwner([ana], '+50688881111', 'a')).toBeUndefined();
    expect(phoneOwner([ana], '+50688881111', null)).toBe(ana);
  });
});
