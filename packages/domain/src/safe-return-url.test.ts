import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './safe-return-url.ts';

describe('safeReturnUrl', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnUrl('/admin/agenda?apptId=42')).toBe('/admin/agenda?apptId=42');
    expect(safeReturnUrl('/admin')).toBe('/admin');
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    'javascript:alert(1)',
    'admin/today',
    '',
    undefined,
    42,
    `/${'a'.repeat(3000)}`,
  ])('falls back to /admin for %s (no open redirect)', (value) => {
    expect(safeReturnUrl(value)).toBe('/admin');
  });
});
