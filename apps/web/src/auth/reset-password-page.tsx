import { messageFor, newPasswordProblem, resetMessages } from '@recepta/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../api/account.ts';
import { isApiError } from '../api/client.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { TextLink } from './text-link.tsx';
import { useAccountForm } from './use-account-form.ts';

/** A used, expired or missing link: say so and offer a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <div className="space-y-3">
      <Alert variant="error">{message}</Alert>
      <p className="text-center text-sm">
        <TextLink to="/forgot-password">Solicitar un nuevo enlace</TextLink>
      </p>
    </div>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const token = params.get('token') ?? '';
  const { form, message, invalid, refuse } = useAccountForm({ password: '', confirmation: '' }, newPasswordProblem);
  // The server's text when it refused the token (used or expired).
  const [tokenRefused, setTokenRefused] = useState<string | null>(null);
  const busy = reset.isPending || reset.isSuccess;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutateAsync({ token, password: values.password }).then(
      // The login screen says that the password changed (accountTexts.passwordChanged).
      () => navigate('/login?reset=1', { replace: true }),
      (error: unknown) => {
        const code = isApiError(error) ? error.code : undefined;
        if (code === 'invalid_token')
          setTokenRefused((isApiError(error) && error.message) || messageFor(resetMessages, code));
        // Both fields are marked when the password itself was refused, not when the server failed.
        else refuse(messageFor(resetMessages, code), code === 'weak_password' ? ['password', 'confirmation'] : []);
      },
    ),
  );

  return (
    <AuthLayout
      title="Nueva contraseña"
      subtitle="Elige una nueva contraseña para tu cuenta."
      footer={<TextLink to="/login">Volver al inicio de sesión</TextLink>}
    >
      {!token || tokenRefused ? (
        <InvalidLink message={tokenRefused ?? resetMessages.invalid_token ?? resetMessages.default} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {message && <Alert variant="error">{message}</Alert>}
          <NewPasswordFields
            label="Nueva contraseña"
            password={form.register('password')}
            confirmation={form.register('confirmation')}
            invalid={{ password: invalid('password'), confirmation: invalid('confirmation') }}
            disabled={busy}
          />
          <Button type="submit" size="lg" className="w-full" loading={busy}>
            {busy ? 'Guardando...' : 'Guardar contraseña'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
