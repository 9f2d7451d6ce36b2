import { accountTexts, MIN_PASSWORD_LENGTH } from '@recepta/domain';

/**
 * The password rules (docs/product.md#register) for register and for a new password, in the documented order: every field filled, the
 * two passwords equal, then the length. Returns the text to show, or null when all is well.
 */
export function newPasswordProblem(filled: string[], password: string, confirmation: string): string | null {
  if (filled.some((value) => value.trim() === '')) return accountTexts.registerFieldsRequired;
  if (password !== confirmation) return accountTexts.passwordsDontMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return accountTexts.passwordTooShort;
  return null;
}
