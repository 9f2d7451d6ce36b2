/**
 * The account error texts (docs/product.md#account-error-texts), word for word. The same code can read
 * differently per flow (the documented login texts are English, register and reset are Spanish), so
 * each flow has its own table; the server answers with the flow's text and the screens show it.
 */
import type { ErrorCode } from './errors.ts';

export type FlowMessages = Partial<Record<ErrorCode, string>> & { default: string };

export const loginMessages: FlowMessages = {
  user_not_found: 'No account found with this email address',
  wrong_password: 'Incorrect password',
  invalid_email: 'Invalid email address',
  too_many_requests: 'Too many failed attempts. Please try again later',
  default: 'An error occurred during sign in. Please try again',
};

export const registerMessages: FlowMessages = {
  email_already_in_use: 'Ya existe una cuenta con este correo electrónico',
  invalid_email: 'Correo electrónico inválido',
  weak_password: 'La contraseña es demasiado débil',
  too_many_requests: 'Demasiados intentos. Por favor intenta más tarde',
  default: 'Error al crear la cuenta. Por favor intenta de nuevo',
};

export const resetMessages: FlowMessages = {
  user_not_found: 'No se encontró una cuenta con este correo electrónico',
  invalid_email: 'Correo electrónico inválido',
  too_many_requests: 'Demasiados intentos. Por favor intenta más tarde',
  invalid_token: 'El enlace de restablecimiento no es válido o ya caducó',
  weak_password: 'La contraseña debe tener al menos 6 caracteres',
  default: 'Error al enviar el correo de restablecimiento. Por favor intenta de nuevo',
};

export const accountTexts = {
  loginRequired: 'Please enter both email and password',
  googleCancelled: 'Sign in was cancelled',
  registerFieldsRequired: 'Por favor completa todos los campos',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
  registered: '¡Cuenta creada exitosamente! Redirigiendo...',
  resetEmailRequired: 'Por favor ingresa tu correo electrónico',
  resetSent: 'Se ha enviado un enlace de restablecimiento a tu correo electrónico',
  passwordChanged: 'Tu contraseña se actualizó. Ya puedes iniciar sesión.',
} as const;

export function messageFor(flow: FlowMessages, code: string | undefined): string {
  return (code && flow[code as ErrorCode]) || flow.default;
}

/** Minimum password length (docs/product.md#register). */
export const MIN_PASSWORD_LENGTH = 6;
/** Upper bound, so that hashing cost stays bounded. */
export const MAX_PASSWORD_LENGTH = 128;
