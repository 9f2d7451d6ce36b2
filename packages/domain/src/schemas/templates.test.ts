import { describe, expect, it } from 'vitest';
import { seedTemplates } from '../messaging/seed-templates.ts';
import {
  fillTemplate,
  templateInput,
  templateSegments,
  templateVariableProblem,
  templateVariables,
} from './templates.ts';

/** The Spanish message zod gives for one field, or undefined when the input is accepted. */
function messageFor(input: Record<string, unknown>, field: string): string | undefined {
  const result = templateInput.safeParse({ name: 'recordatorio', category: 'Utility', text: 'Hola {{1}}', ...input });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('template variables', () => {
  it('splits a text into plain runs and numbered variables, repeats included', () => {
    expect(templateSegments('Hola {{1}}, tu cita de {{2}}. {{1}}')).toEqual([
      { text: 'Hola ' },
      { variable: 1 },
      { text: ', tu cita de ' },
      { variable: 2 },
      { text: '. ' },
      { variable: 1 },
    ]);
    expect(templateVariables('{{2}} {{1}} {{2}}')).toEqual([1, 2]);
    expect(templateSegments('Sin variables')).toEqual([{ text: 'Sin variables' }]);
  });

  it('leaves malformed braces as text in the segments', () => {
    expect(templateSegments('Hola {{nombre}}')).toEqual([{ text: 'Hola {{nombre}}' }]);
  });

  it.each([
    ['Hola {{1}} y {{3}}', 'Las variables deben ir numeradas desde {{1}} sin saltos: falta {{2}}'],
    ['Hola {{2}}', 'Las variables deben ir numeradas desde {{1}} sin saltos: falta {{1}}'],
    ['{{1}} {{2}} {{4}} {{5}}', 'Las variables deben ir numeradas desde {{1}} sin saltos: falta {{3}}'],
    ['Hola {{nombre}}', 'La variable {{nombre}} no es válida: usa números desde {{1}}, como {{1}} o {{2}}'],
    ['Hola {{0}}', 'La variable {{0}} no es válida: usa números desde {{1}}, como {{1}} o {{2}}'],
    ['Hola {{ 1 }}', 'La variable {{ 1 }} no es válida: usa números desde {{1}}, como {{1}} o {{2}}'],
    ['Hola {{01}}', 'La variable {{01}} no es válida: usa números desde {{1}}, como {{1}} o {{2}}'],
  ])('refuses %s', (text, message) => {
    expect(templateVariableProblem(text)).toBe(message);
  });

  it.each(['Sin variables', '{{1}}', 'Hola {{1}}, {{1}} otra vez', '{{2}} antes que {{1}}'])('accepts %s', (text) => {
    expect(templateVariableProblem(text)).toBeUndefined();
  });
});

describe('templateInput', () => {
  it('accepts the seeded templates', () => {
    for (const seed of seedTemplates) {
      expect(templateInput.safeParse({ name: seed.name, category: seed.category, text: seed.text }).success).toBe(true);
    }
  });

  it('trims the name and the text', () => {
    expect(templateInput.parse({ name: '  aviso_1 ', category: 'Marketing', text: ' Hola {{1}} \n' })).toEqual({
      name: 'aviso_1',
      category: 'Marketing',
      text: 'Hola {{1}}',
      // Defaults: Spanish, no quick replies.
      language: 'es',
      buttons: [],
    });
  });

  it.each([
    [{ name: '' }, 'name', 'El nombre es obligatorio'],
    [
      { name: 'Recordatorio' },
      'name',
      'Usa solo letras minúsculas sin tildes, números y guiones bajos (_), sin espacios',
    ],
    [
      { name: 'recordatorio 24h' },
      'name',
      'Usa solo letras minúsculas sin tildes, números y guiones bajos (_), sin espacios',
    ],
    [
      { name: 'reactivación' },
      'name',
      'Usa solo letras minúsculas sin tildes, números y guiones bajos (_), sin espacios',
    ],
    [{ name: 'a'.repeat(513) }, 'name', 'Máximo 512 caracteres'],
    [{ category: 'Authentication' }, 'category', 'Elige una categoría: Utility o Marketing'],
    [{ text: '   ' }, 'text', 'El texto es obligatorio'],
    [{ text: 'a'.repeat(1025) }, 'text', 'Máximo 1024 caracteres'],
    [{ text: 'Hola {{1}} {{3}}' }, 'text', 'Las variables deben ir numeradas desde {{1}} sin saltos: falta {{2}}'],
  ])('refuses %j on %s', (input, field, message) => {
    expect(messageFor(input, field)).toBe(message);
  });

  it('accepts the limits themselves', () => {
    expect(messageFor({ name: 'a'.repeat(512), text: 'a'.repeat(1024) }, 'name')).toBeUndefined();
    expect(
      templateInput.safeParse({ name: 'a'.repeat(512), category: 'Utility', text: 'a'.repeat(1024) }).success,
    ).toBe(true);
  });

  it('refuses a status: it is not the client’s to set', () => {
    const result = templateInput.safeParse({ name: 'x', category: 'Utility', text: 'Hola', status: 'ready' });
    expect(result.success).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('replaces each variable by its value, every time it appears, and leaves missing ones visible', () => {
    expect(fillTemplate('Hola {{1}}, tu cita es el {{2}}. ¡Te esperamos, {{1}}!', ['Ana', 'viernes'])).toBe(
      'Hola Ana, tu cita es el viernes. ¡Te esperamos, Ana!',
    );
    expect(fillTemplate('Hola {{1}} y {{2}}', ['Ana'])).toBe('Hola Ana y {{2}}');
    expect(fillTemplate('Sin variables {{x}}', [])).toBe('Sin variables {{x}}');
  });
});
