import { accountTexts, messageFor, newPasswordProblem, registerMessages, safeReturnUrl } from '@recepta/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useRegister } from '../api/account.ts';
import { isApiError } from '../api/client.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { TextLink } from './text-link.tsx';
import { useAccountForm } from './use-account-form.ts';

/** The success message stays this long before the panel opens (docs/product.md#register). */
const REDIRECT_AFTER_MS = 2000;

export default function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const { form, message, invalid, refuse } = useAccountForm(
    { email: '', password: '', confirmation: '' },
    newPasswordProblem,
  );

  const done = register.isSuccess;
  const busy = register.isPending || done;

  useEffect(() => {
    if (!done) return;
    // Back where the person came from when safe (an invitation link), else the panel.
    const next = safeReturnUrl(new URLSearchParams(window.location.search).get('returnUrl'));
    const timer = window.setTimeout(() => navigate(next, { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit((values) =>
    register.mutateAsync({ email: values.email.trim(), password: values.password }).catch((error: unknown) => {
      const code = isApiError(error) ? error.code : undefined;
      refuse(messageFor(registerMessages, code), code === 'weak_password' ? ['password', 'confirmation'] : []);
    }),
  );

  return (
    <AuthLayout
      title="Crear nueva cuenta"
      subtitle="Empieza a organizar la agenda de tu clínica con Recepta."
      footer={
        <>
          ¿Ya tienes una cuenta? <TextLink to="/login">Inicia sesión</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {done && <Alert variant="success">{accountTexts.registered}</Alert>}
        {!done && message && <Alert variant="error">{message}</Alert>}
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
        <NewPasswordFields
          label="Contraseña"
          password={form.register('password')}
          confirmation={form.register('confirmation')}
          invalid={{ password: invalid('password'), confirmation: invalid('confirmation') }}
          disabled={busy}
        />
        <Button type="submit" size="lg" className="w-full" loading={register.isPending} disabled={done}>
          {register.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
        </Button>
      </form>
    </AuthLayout>
  );
}
