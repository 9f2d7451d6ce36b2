import { describe, expect, it } from 'vitest';
import { moveActive } from './listbox-keys.ts';

describe('moveActive', () => {
  it('goes down from the text box to the first option, and wraps at the ends', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
  });

  it('jumps with Home and End, and keeps an option that still exists after a new answer', () => {
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(4, 2, 'a')).toBe(1);
    expect(moveActive(1, 0, 'ArrowDown')).toBe(-1);
  });
});
