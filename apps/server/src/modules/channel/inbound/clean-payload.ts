/**
 * Webhook text PostgreSQL cannot store (docs/architecture.md#whatsapp-channel): jsonb and text
 * refuse NUL (\u0000), and jsonb refuses a lone UTF-16 surrogate (\ud83d without its pair). Either,
 * left in, would fail the insert, answer 500, and Meta would retry the same delivery for days. Both
 * can only arrive as JSON escapes (raw bytes are decoded as UTF-8, which has no surrogates), so the
 * common payload is recognised by one test on its text and passes untouched.
 */
const SUSPECT = /\\u(?:0000|d[89a-f][0-9a-f]{2})/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is removed.
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether a payload's JSON text may hold something `cleanPayload` changes. */
export function mayNeedCleaning(text: string): boolean {
  return SUSPECT.test(text);
}

/** A string without NUL, and with each lone surrogate replaced by U+FFFD (as a UTF-8 decoder does). */
export function cleanText(value: string): string {
  return value.replace(NUL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** The payload with every string (keys too) cleaned; a new value, the input is not changed. */
export function cleanPayload(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanPayload);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[cleanText(key)] = cleanPayload(inner);
    return out;
  }
  return value;
}
