import { isEmail, type LoginInput, loginMessages } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
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
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, input.email));
  if (!user) throw flowError(loginMessages, 'user_not_found');
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  if (response.status === 401) {
    await recordSignIn(db, user, 'account.sign_in_failed');
    throw flowError(loginMessages, 'wrong_password');
  }
  if (!response.ok) throw flowError(loginMessages, 'internal_error');
  await recordSignIn(db, user, 'account.signed_in');
  return response;
}

/** A sign-in (or a failed one) shows in the audit log of every organisation the person belongs to. */
async function recordSignIn(db: Db, user: { id: string; name: string; email: string }, action: string) {
  const orgIds = await db.select({ orgId: memberships.orgId }).from(memberships).where(eq(memberships.userId, user.id));
  await db.transaction(async (tx) => {
    for (const { orgId } of orgIds) {
      await recordAudit(tx, {
        orgId,
        actor: { kind: 'user', id: user.id, name: user.name || user.email },
        action,
        target: { kind: 'user', id: user.id },
      });
    }
  });
}
