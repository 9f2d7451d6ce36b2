import { describe, expect, it } from 'vitest';
import { customerFormInput } from './catalog.ts';

describe('customerFormInput', () => {
  const costaRica = customerFormInput('CR');

  it('accepts a local number of the clinic country and an international one', () => {
    expect(costaRica.safeParse({ name: 'Ana', phone: '8888 1111' }).success).toBe(true);
    expect(costaRica.safeParse({ name: 'Ana', phone: '+52 55 1234 5678' }).success).toBe(true);
  });

  it('says Teléfono inválido for a number that cannot be read, and obligatorio for none', () => {
    const bad = costaRica.safeParse({ name: 'Ana', phone: '123' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', 'Teléfono inválido']]);
    const empty = costaRica.safeParse({ name: '', phone: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      'Este campo es obligatorio',
      'Este campo es obligatorio',
    ]);
  });
});
