/**
 * JSON that is safe inside a <script> element: `<` is escaped, so no `</script>` or `<!--` in a
 * name can end or bend the element; `>` and `&` too, and the two line separators, for good measure.
 * JSON.parse reads the escapes back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/** The same escapes, on JSON text already written (an API answer inlined as it came). */
export function scriptSafe(json: string): string {
  return json
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
