import { describe, expect, it } from 'vitest';
import { foldText, isAffirmative, isNegative, isOptIn, isOptOut } from './intents.ts';

describe('isOptOut', () => {
  // Twenty spellings: what must opt out, and what must not (docs/product.md#reminders).
  const cases: [string, boolean][] = [
    ['SALIR', true],
    ['salir', true],
    ['Salir', true],
    [' salir. ', true],
    ['¡SALIR!', true],
    ['sálir', true],
    ['BAJA', true],
    ['baja', true],
    ['STOP', true],
    ['Stop!!', true],
    ['salir 🙏', true],
    ['Darme de baja', true],
    ['no quiero salir tarde', false],
    ['¿a qué hora puedo salir?', false],
    ['salir de la cita', false],
    ['bajar', false],
    ['stop por favor no', false],
    ['hola', false],
    ['', false],
    ['VOLVER', false],
  ];
  it.each(cases)('%j → %s', (text, expected) => {
    expect(isOptOut(text)).toBe(expected);
  });
});

describe('short answers', () => {
  it('reads VOLVER in any case and accent', () => {
    expect(isOptIn('Volver')).toBe(true);
    expect(isOptIn('VOLVÉR!')).toBe(true);
    expect(isOptIn('quiero volver mañana')).toBe(false);
  });

  it('reads a yes anywhere in the message', () => {
    for (const yes of [
      'sí',
      'Si',
      'SÍ!',
      'confirmo',
      'Ok',
      'ok 👍',
      'dale',
      'De acuerdo.',
      'Sí, allí estaré. ¡Gracias!',
    ]) {
      expect(isAffirmative(yes), yes).toBe(true);
    }
    for (const other of ['no', 'sígueme', 'okupado', 'no sé']) {
      expect(isAffirmative(other), other).toBe(false);
    }
  });

  it('reads a no', () => {
    expect(isNegative('No')).toBe(true);
    expect(isNegative('no, gracias')).toBe(true);
    expect(isNegative('no sé')).toBe(false);
  });

  it('folds accents, case, punctuation and emojis', () => {
    expect(foldText('  ¡Sí, CONFIRMO! 😀 ')).toBe('si confirmo');
  });
});
