import { isEmail, type LoginInput, loginMessages } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { flowError } from './account-errors.ts';
import type { Auth } from './auth.ts';

/**
 * Email and password sign-in. The account error texts (docs/product.md#account-error-texts) tell an unknown address ('No account found…') from a
 * wrong password ('Incorrect password'); registration reveals addresses anyway, and attempts are
 * rate-limited per address and per email, so the distinction helps staff more than it helps guessers.
 * Answers the library's Response, whose Set-Cookie holds the session.
 */
export async function signIn(db: Db, auth: Auth, input: LoginInput, headers: Headers): Promise<Response> {
  if (!isEmail(input.email)) throw flowError(loginMessages, 'invalid_email');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (!user) throw flowError(loginMessages, 'user_not_found');
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  if (response.status === 401) throw flowError(loginMessages, 'wrong_password');
  if (!response.ok) throw flowError(loginMessages, 'internal_error');
  return response;
}
