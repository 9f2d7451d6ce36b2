import { describe, expect, it } from 'vitest';
import { utf8ByteLength, utf8Bytes } from './utf8.ts';

describe('utf8Bytes', () => {
  it('writes one to four bytes per character, as UTF-8 has them', () => {
    expect(Array.from(utf8Bytes('A,\r\n'))).toEqual([0x41, 0x2c, 0x0d, 0x0a]);
    expect(Array.from(utf8Bytes('ñ·'))).toEqual([0xc3, 0xb1, 0xc2, 0xb7]);
    expect(Array.from(utf8Bytes('—€'))).toEqual([0xe2, 0x80, 0x94, 0xe2, 0x82, 0xac]);
    expect(Array.from(utf8Bytes('😀'))).toEqual([0xf0, 0x9f, 0x98, 0x80]);
    expect(Array.from(utf8Bytes(''))).toEqual([]);
  });

  it('writes a lone surrogate as U+FFFD, as Buffer and TextEncoder do', () => {
    expect(Array.from(utf8Bytes('a\ud83db'))).toEqual([0x61, 0xef, 0xbf, 0xbd, 0x62]);
    expect(Array.from(utf8Bytes('\ude00'))).toEqual([0xef, 0xbf, 0xbd]);
    expect(Array.from(utf8Bytes('\ud83d'))).toEqual([0xef, 0xbf, 0xbd]);
  });

  it('counts the bytes it writes', () => {
    for (const text of ['', 'Sede Central', 'Dr. 😀 Ñandú — €', 'a\ud83db\ude00']) {
      expect(utf8ByteLength(text)).toBe(utf8Bytes(text).length);
    }
  });
});
