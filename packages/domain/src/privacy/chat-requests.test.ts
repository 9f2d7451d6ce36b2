import { describe, expect, it } from 'vitest';
import { readRightsRequest } from './chat-requests.ts';

describe('readRightsRequest', () => {
  it.each([
    'quiero mis datos',
    'Quiero una copia de mis datos personales',
    'necesito toda mi información',
    'me pueden mandar mis datos?',
    'mándenme mis datos porfa',
    '¿Qué datos tienen de mí?',
    'que informacion tienen sobre mi',
    'quisiera ver mi historial clínico',
    'solicito acceso a mis datos',
    'Quiero saber qué datos guardan',
    'pásenme mi expediente',
  ])('"%s" asks for access', (text) => {
    expect(readRightsRequest(text)).toBe('access');
  });

  it.each([
    'borren mis datos',
    'Bórrenme de su base de datos',
    'quiero que eliminen toda mi información',
    'eliminen mis datos por favor',
    'quiero que supriman mis datos personales',
    'derecho al olvido',
    'BORREN TODOS MIS DATOS',
    'eliminenme de sus registros',
    'solicito la cancelación de mis datos',
    'quiero que borren los datos que tienen de mí',
  ])('"%s" asks for erasure', (text) => {
    expect(readRightsRequest(text)).toBe('erasure');
  });

  it.each(['corrijan mis datos', 'quiero actualizar mis datos', 'mis datos están mal'])(
    '"%s" asks for rectification',
    (text) => {
      expect(readRightsRequest(text)).toBe('rectification');
    },
  );

  it.each(['no autorizo que usen mis datos', 'me opongo al tratamiento'])('"%s" objects', (text) => {
    expect(readRightsRequest(text)).toBe('objection');
  });

  it.each([
    'te paso mis datos: Ana Rojas 8888 7777',
    'ya les di mis datos',
    'quiero una cita',
    'borren mi cita del jueves',
    'cancelar mi cita',
    'SALIR',
    'no me escriban más',
    'mis datos son Ana Pérez',
    'quiero cambiar mi cita',
    'aquí van mis datos para la cita',
  ])('"%s" is not a rights request', (text) => {
    expect(readRightsRequest(text)).toBeUndefined();
  });
});
