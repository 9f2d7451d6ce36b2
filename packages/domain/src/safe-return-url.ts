/**
 * Where to go after sign-in: a same-site path only (no scheme, no host, no protocol-relative '//'),
 * so a crafted link cannot send a user to another site. Anything else falls back to /admin.
 */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/admin';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/admin';
  try {
    const url = new URL(value, 'http://recepta.invalid');
    if (url.origin !== 'http://recepta.invalid') return '/admin';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/admin';
  }
}
