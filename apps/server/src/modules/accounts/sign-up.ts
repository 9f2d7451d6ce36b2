import { isEmail, isStrongEnough, type RegisterInput, registerMessages } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { flowError } from './account-errors.ts';
import type { Auth } from './auth.ts';

/** Creates an account and signs it in (the Response's Set-Cookie holds the session). */
export async function signUp(db: Db, auth: Auth, input: RegisterInput, headers: Headers): Promise<Response> {
  if (!isEmail(input.email)) throw flowError(registerMessages, 'invalid_email');
  if (!isStrongEnough(input.password)) throw flowError(registerMessages, 'weak_password');
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw flowError(registerMessages, 'email_already_in_use');
  const response = await auth.api.signUpEmail({
    // Staff have no display name at sign-up; the address's local part stands in for it.
    body: { email: input.email, password: input.password, name: input.email.split('@')[0] ?? input.email },
    headers,
    asResponse: true,
  });
  // Two sign-ups for one address racing past the check above: the unique index decides.
  if (response.status === 422 || response.status === 409) throw flowError(registerMessages, 'email_already_in_use');
  if (!response.ok) throw flowError(registerMessages, 'internal_error');
  return response;
}
