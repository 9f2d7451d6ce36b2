import { describe, expect, it } from 'vitest';
import { forgotPasswordProblem, newPasswordProblem, signInProblem } from './auth-forms.ts';
import { accountTexts } from './auth-messages.ts';

describe('account forms', () => {
  it('sign-in needs both fields and names the empty ones', () => {
    expect(signInProblem({ email: ' ', password: 'x' })).toEqual({
      message: accountTexts.loginRequired,
      fields: ['email'],
    });
    expect(signInProblem({ email: '', password: '' })?.fields).toEqual(['email', 'password']);
    expect(signInProblem({ email: 'a@b.co', password: 'x' })).toBeNull();
  });

  it('forgot password needs the address', () => {
    expect(forgotPasswordProblem({ email: '' })).toEqual({
      message: accountTexts.resetEmailRequired,
      fields: ['email'],
    });
    expect(forgotPasswordProblem({ email: 'a@b.co' })).toBeNull();
  });

  it('a new password: empty fields first, then the pair, then the length', () => {
    expect(newPasswordProblem({ email: '', password: 'abc', confirmation: 'xyz' })).toEqual({
      message: accountTexts.registerFieldsRequired,
      fields: ['email'],
    });
    expect(newPasswordProblem({ email: 'a@b.co', password: 'abc', confirmation: 'xyz' })).toEqual({
      message: accountTexts.passwordsDontMatch,
      fields: ['password', 'confirmation'],
    });
    expect(newPasswordProblem({ password: 'abc', confirmation: 'abc' })?.message).toBe(accountTexts.passwordTooShort);
    expect(newPasswordProblem({ password: 'abcdef', confirmation: 'abcdef' })).toBeNull();
  });
});
