import { accountTexts, loginMessages, messageFor, safeReturnUrl, signInProblem } from '@recepta/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '../api/account.ts';
import { isApiError } from '../api/client.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { GoogleButton } from './google-button.tsx';
import { TextLink } from './text-link.tsx';
import { useAccountForm } from './use-account-form.ts';

/** What the URL says happened before this page: a Google attempt that failed, or a new password. */
function arrivalNotice(params: URLSearchParams): { variant: 'error' | 'success'; text: string } | null {
  const errors = params.getAll('error');
  // The identity provider reports a cancel as access_denied; anything else is a plain failure.
  if (errors.includes('access_denied')) return { variant: 'error', text: accountTexts.googleCancelled };
  if (errors.length > 0) return { variant: 'error', text: loginMessages.default };
  if (params.get('reset') === '1') return { variant: 'success', text: accountTexts.passwordChanged };
  return null;
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));

  const { form, message, invalid, refuse } = useAccountForm({ email: '', password: '' }, signInProblem);

  const notice = message ? null : arrivalNotice(params);
  const busy = login.isPending || login.isSuccess;

  const onSubmit = form.handleSubmit((values) =>
    login.mutateAsync({ email: values.email.trim(), password: values.password }).then(
      () => navigate(returnUrl, { replace: true }),
      (error: unknown) => refuse(messageFor(loginMessages, isApiError(error) ? error.code : undefined)),
    ),
  );

  return (
    <AuthLayout
      title="Iniciar sesión en tu cuenta"
      subtitle="Accede al panel de administración de tu clínica."
      footer={
        <>
          ¿No tienes cuenta? <TextLink to="/register">Regístrate aquí</TextLink>
        </>
      }
    >
      <div className="space-y-5">
        {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
        <GoogleButton returnUrl={returnUrl} disabled={busy} />
        <div className="flex items-center gap-3 text-xs font-medium text-slate-500 dark:text-slate-400">
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />O continúa con email
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        </div>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {message && <Alert variant="error">{message}</Alert>}
          <Field label="Correo electrónico">
            {(control) => (
              <Input
                {...control}
                {...form.register('email')}
                invalid={invalid('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="tu@clinica.com"
                disabled={busy}
              />
            )}
          </Field>
          <Field
            label="Contraseña"
            labelAside={
              <TextLink to="/forgot-password" className="text-sm">
                ¿Olvidaste tu contraseña?
              </TextLink>
            }
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('password')}
                invalid={invalid('password')}
                autoComplete="current-password"
                disabled={busy}
              />
            )}
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={busy}>
            {busy ? 'Iniciando sesión...' : 'Iniciar sesión'}
          </Button>
        </form>
      </div>
    </AuthLayout>
  );
}
