/**
 * How a patient message names where or with whom: rooms as a place ("en Sala de higiene"), people
 * as company ("con Dra. Rojas"). One rule for the receptionist's replies and every message the
 * clinic sends (offers of freed slots among them).
 */
const placeWords = /^(sala|consultorio|box|gabinete|cubiculo|quirofano|camilla|sillon|silla|room|cabina)\b/i;

export function withResource(name: string): string {
  return placeWords.test(name.normalize('NFD').replace(/\p{M}/gu, '')) ? `en ${name}` : `con ${name}`;
}
