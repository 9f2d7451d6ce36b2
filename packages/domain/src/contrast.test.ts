import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour, readableTextColour, relativeLuminance } from './contrast.ts';

describe('contrastRatio', () => {
  it('gives the WCAG extremes and known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // The teal the demo clinic uses, with white text: the 3.74:1 the agenda cards failed with.
    expect(contrastRatio('#0d9488', '#ffffff')).toBeCloseTo(3.74, 2);
    expect(contrastRatio('#2563eb', '#ffffff')).toBeCloseTo(5.17, 2);
  });

  it('is symmetric and reads short and upper-case hex', () => {
    expect(contrastRatio('#FFF', '#0d9488')).toBeCloseTo(contrastRatio('#0d9488', '#ffffff'), 10);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(relativeLuminance('#000')).toBe(0);
  });

  it('refuses what is not a hex colour', () => {
    expect(parseHexColour('red')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
    expect(() => relativeLuminance('rgb(0,0,0)')).toThrow();
  });
});

describe('readableTextColour', () => {
  it('keeps the chosen text colour when it is readable', () => {
    expect(readableTextColour('#2563eb', '#ffffff')).toBe('#ffffff');
    expect(readableTextColour('#f5f5dc', '#000000')).toBe('#000000');
  });

  it('replaces a chosen colour that fails 4.5:1 with black or white', () => {
    expect(readableTextColour('#0d9488', '#ffffff')).toBe('#000000');
    expect(readableTextColour('#fde047', '#ffffff')).toBe('#000000');
    expect(readableTextColour('#1e3a8a', '#000000')).toBe('#ffffff');
    expect(readableTextColour('#1e3a8a')).toBe('#ffffff');
  });

  it('falls back to the chosen colour when the background cannot be read', () => {
    expect(readableTextColour('not-a-colour', '#123456')).toBe('#123456');
    expect(readableTextColour('not-a-colour')).toBe('#000000');
  });

  it('reaches 4.5:1 on every background', () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, hex, (background, preferred) => {
        expect(contrastRatio(background, readableTextColour(background, preferred))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
