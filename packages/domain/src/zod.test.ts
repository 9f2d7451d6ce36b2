import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';

describe('the domain’s z', () => {
  it('speaks Spanish by itself, without the package index having run (what a web chunk gets)', () => {
    const wrongType = z.string().safeParse(1);
    expect(wrongType.error?.issues[0]?.message).toBe('Entrada inválida: se esperaba texto, recibido número');
    const missing = z.object({ name: z.string() }).safeParse({});
    expect(missing.error?.issues[0]?.message).toMatch(/^Entrada inválida/);
  });
});
