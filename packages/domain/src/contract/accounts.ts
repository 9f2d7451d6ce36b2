import {
  forgotPasswordInput,
  loginInput,
  meWire,
  noticeAnswer,
  registerInput,
  resetPasswordInput,
  userAnswer,
} from '../schemas/accounts.ts';
import { z } from '../zod.ts';
import { defineRoute } from './route.ts';

/** Sign-in, sign-up and the signed-in person (docs/api.md#accounts); server: modules/accounts/routes.ts. */
export const accountApi = {
  login: defineRoute({ method: 'POST', path: '/api/account/login', body: loginInput, answer: userAnswer }),
  register: defineRoute({
    method: 'POST',
    path: '/api/account/register',
    body: registerInput,
    status: 201,
    answer: userAnswer,
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/account/forgot-password',
    body: forgotPasswordInput,
    answer: noticeAnswer,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/account/reset-password',
    body: resetPasswordInput,
    answer: noticeAnswer,
  }),
  logout: defineRoute({ method: 'POST', path: '/api/account/logout', status: 204 }),
  providers: defineRoute({ method: 'GET', path: '/api/account/providers', answer: z.object({ google: z.boolean() }) }),
  me: defineRoute({ method: 'GET', path: '/api/me', answer: meWire }),
};
