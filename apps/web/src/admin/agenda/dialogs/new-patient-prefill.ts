/**
 * What "Nuevo paciente" starts with (docs/product.md#agenda-details-and-edit-panel): what was
 * typed in the search, as the phone when it reads as a number (digits, spaces, +, -, parentheses,
 * at least three digits), else as the name.
 */
export function newPatientPrefill(typed: string): { name: string; phone: string } {
  const text = typed.trim();
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(text)) return { name: '', phone: text };
  return { name: text, phone: '' };
}
