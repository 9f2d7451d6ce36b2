import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../auth-messages.ts';
import { z } from '../zod.ts';
import { safeString } from './building-blocks.ts';

const email = safeString().trim().toLowerCase().max(254).email();
// Length is checked by the flow (weak_password), not by the shape, so that the answer names the rule.
const password = safeString().min(1).max(MAX_PASSWORD_LENGTH);

export const loginInput = z.object({ email: safeString().trim().toLowerCase().min(1).max(254), password });
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z.object({ email: safeString().trim().toLowerCase().min(1).max(254), password });
export type RegisterInput = z.infer<typeof registerInput>;

export const forgotPasswordInput = z.object({ email: safeString().trim().toLowerCase().min(1).max(254) });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({ token: safeString().min(1).max(512), password });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export function isEmail(value: string): boolean {
  return email.safeParse(value).success;
}

export function isStrongEnough(value: string): boolean {
  return value.length >= MIN_PASSWORD_LENGTH && value.length <= MAX_PASSWORD_LENGTH;
}

/** The signed-in person as the account routes answer them. */
export const userWire = z.object({ id: z.string(), email: z.string(), name: z.string() });
export const userAnswer = z.object({ user: userWire });
/** A flow's confirmation, in Spanish, to show as it comes. */
export const noticeAnswer = z.object({ message: z.string() });

/** GET /me: the signed-in user and their organisations, with their role in each. */
export const meWire = z.object({
  user: userWire,
  orgs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.string().describe('owner | admin | reception | professional'),
      resourceId: z.string().nullable().describe("A professional's resource"),
    }),
  ),
});
