/**
 * What the account screens check before they send anything (docs/product.md#register and
 * #sign-in): one message for the whole form, in the documented order, and the fields it is about.
 * The screens show the message above the form and mark those fields; the server checks again.
 */
import { accountTexts, MIN_PASSWORD_LENGTH } from './auth-messages.ts';

export interface FormProblem<TField extends string> {
  message: string;
  fields: TField[];
}

const blank = (value: string) => value.trim() === '';

function emptyOf<TField extends string>(values: Record<TField, string>): TField[] {
  return (Object.keys(values) as TField[]).filter((field) => blank(values[field]));
}

/** Sign-in: both the address and the password are needed. */
export function signInProblem(values: { email: string; password: string }): FormProblem<'email' | 'password'> | null {
  const empty = emptyOf(values);
  return empty.length > 0 ? { message: accountTexts.loginRequired, fields: empty } : null;
}

/** "¿Olvidaste tu contraseña?": the address is needed. */
export function forgotPasswordProblem(values: { email: string }): FormProblem<'email'> | null {
  return blank(values.email) ? { message: accountTexts.resetEmailRequired, fields: ['email'] } : null;
}

/**
 * A new password typed twice (sign-up, reset): every field filled, then the two equal, then the
 * length — the documented order, so the first problem met is the one shown.
 */
export function newPasswordProblem<TField extends string>(
  values: Record<TField | 'password' | 'confirmation', string>,
): FormProblem<TField | 'password' | 'confirmation'> | null {
  const empty = emptyOf(values);
  if (empty.length > 0) return { message: accountTexts.registerFieldsRequired, fields: empty };
  const pair: ('password' | 'confirmation')[] = ['password', 'confirmation'];
  if (values.password !== values.confirmation) return { message: accountTexts.passwordsDontMatch, fields: pair };
  if (values.password.length < MIN_PASSWORD_LENGTH) return { message: accountTexts.passwordTooShort, fields: pair };
  return null;
}
