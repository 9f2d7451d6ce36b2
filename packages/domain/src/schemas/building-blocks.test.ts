import { describe, expect, it } from 'vitest';
import { instant, safeString } from './building-blocks.ts';

describe('safeString', () => {
  it('refuses the NUL character with a Spanish message, and keeps the chained rules', () => {
    const name = safeString().trim().min(1, 'Obligatorio');
    expect(name.safeParse('  Ana  ').data).toBe('Ana');
    const refused = name.safeParse('An\u0000a');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Contiene caracteres no válidos');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Obligatorio');
  });
});

describe('instant', () => {
  const at = instant();
  it('accepts instants from 1970 to 2200 with an offset', () => {
    expect(at.safeParse('1970-01-01T00:00:00Z').success).toBe(true);
    expect(at.safeParse('2026-11-23T14:00:00-06:00').success).toBe(true);
    expect(at.safeParse('2200-12-31T23:59:59Z').success).toBe(true);
  });
  it.each([
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '1969-12-31T23:59:59Z',
    '9999-12-31T23:45:00Z',
    '2201-01-01T00:00:00Z',
  ])('refuses %s with the range message', (value) => {
    expect(at.safeParse(value).error?.issues[0]?.message).toBe('La fecha debe estar entre 1970 y 2200');
  });
  it('gives only the format message for a malformed value', () => {
    const issues = at.safeParse('mañana').error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['Fecha y hora inválidas']);
  });
});
