/**
 * Where to go after sign-in: a same-site path only (no scheme, no host, no protocol-relative '//',
 * no backslash that a browser could read as '/'), so a crafted link cannot send a user to another
 * site. Anything else falls back to /admin.
 */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/admin';
  if (!value.startsWith('/') || value.startsWith('//')) return '/admin';
  // Backslashes and control characters (tabs and newlines are dropped by URL parsers) could turn
  // '/\evil.example' or '/\t/evil.example' into another host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse them
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/admin';
  return value;
}
