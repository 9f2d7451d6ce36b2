import {
  type ForgotPasswordInput,
  isEmail,
  isStrongEnough,
  type ResetPasswordInput,
  resetMessages,
} from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { flowError } from './account-errors.ts';
import type { Auth } from './auth.ts';

/** Sends the reset mail (through the mailer given to the accounts library). */
export async function requestPasswordReset(db: Db, auth: Auth, input: ForgotPasswordInput): Promise<void> {
  if (!isEmail(input.email)) throw flowError(resetMessages, 'invalid_email');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (!user) throw flowError(resetMessages, 'user_not_found');
  try {
    await auth.api.requestPasswordReset({ body: { email: input.email, redirectTo: '/reset-password' } });
  } catch {
    throw flowError(resetMessages, 'internal_error');
  }
}

/** Sets a new password with a mailed token; the token works once and expires after an hour. */
export async function resetPassword(auth: Auth, input: ResetPasswordInput): Promise<void> {
  if (!isStrongEnough(input.password)) throw flowError(resetMessages, 'weak_password');
  const response = await auth.api.resetPassword({
    body: { token: input.token, newPassword: input.password },
    asResponse: true,
  });
  if (!response.ok) throw flowError(resetMessages, 'invalid_token');
}
