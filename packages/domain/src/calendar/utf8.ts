/**
 * Text to UTF-8 bytes, in plain TypeScript: the domain runs without Node's Buffer or the DOM's
 * TextEncoder. Used for the parts of a feed's events that are kept and copied as bytes
 * (feed-writer.ts), a few hundred per feed, and to measure a line to fold (ics.ts). A lone
 * surrogate becomes U+FFFD, as Buffer and TextEncoder write it, so the bytes are the same
 * whichever wrote them.
 */
export function utf8Bytes(text: string): Uint8Array {
  const out = new Uint8Array(utf8ByteLength(text));
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      out[at++] = code;
      continue;
    }
    if (code < 0x800) {
      out[at++] = 0xc0 | (code >> 6);
      out[at++] = 0x80 | (code & 0x3f);
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        out[at++] = 0xf0 | (point >> 18);
        out[at++] = 0x80 | ((point >> 12) & 0x3f);
        out[at++] = 0x80 | ((point >> 6) & 0x3f);
        out[at++] = 0x80 | (point & 0x3f);
        i++;
        continue;
      }
      code = 0xfffd;
    }
    out[at++] = 0xe0 | (code >> 12);
    out[at++] = 0x80 | ((code >> 6) & 0x3f);
    out[at++] = 0x80 | (code & 0x3f);
  }
  return out;
}

/** How many bytes `text` is in UTF-8 (a lone surrogate counted as U+FFFD's three). */
export function utf8ByteLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) length += 1;
    else if (code < 0x800) length += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length += 4;
        i++;
      } else length += 3;
    } else length += 3;
  }
  return length;
}
