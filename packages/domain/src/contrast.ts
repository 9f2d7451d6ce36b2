/**
 * WCAG 2 colour contrast, to pick a readable text colour for a background chosen by the user (a
 * resource's or a block's colour). Pure: the agenda and its tests compute the same answer.
 */

/** WCAG AA for normal-size text: the agenda's cards use 11–12 px text, so the large-text 3:1 never applies. */
export const MIN_TEXT_CONTRAST = 4.5;

const BLACK = '#000000';
const WHITE = '#ffffff';

/** The sRGB channels 0–255 of '#rgb' or '#rrggbb' (case-insensitive), or null for anything else. */
export function parseHexColour(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2.x definition), 0 for black to 1 for white. */
export function relativeLuminance(hex: string): number {
  const rgb = parseHexColour(hex);
  if (!rgb) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white); symmetric. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The text colour to draw on `background`: `preferred` (the colour the user chose) when it reaches
 * 4.5:1 there, else black or white, whichever contrasts more. One of black and white always
 * reaches at least 4.58:1, so the answer is always readable. An unparsable background (never
 * stored: the API validates hex colours) falls back to `preferred`, or black.
 */
export function readableTextColour(background: string, preferred?: string): string {
  if (!parseHexColour(background)) return preferred ?? BLACK;
  if (preferred && parseHexColour(preferred) && contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) {
    return preferred;
  }
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}
