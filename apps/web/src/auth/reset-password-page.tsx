import { messageFor, resetMessages } from '@recepta/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../api/account.ts';
import { isApiError } from '../api/client.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { newPasswordProblem } from './password-rules.ts';
import { TextLink } from './text-link.tsx';

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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  // The server's text when it refused the token (used or expired).
  const [tokenRefused, setTokenRefused] = useState<string | null>(null);
  const busy = reset.isPending || reset.isSuccess;
  // Both fields are marked when the password itself was refused, not when the server failed.
  const refused = formError !== null && formError !== resetMessages.default;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem([password, confirmation], password, confirmation);
    setFormError(problem);
    if (problem) return;
    reset.mutate(
      { token, password },
      {
        // The login screen says that the password changed (accountTexts.passwordChanged).
        onSuccess: () => navigate('/login?reset=1', { replace: true }),
        onError: (error) => {
          const code = isApiError(error) ? error.code : undefined;
          if (code === 'invalid_token') setTokenRefused(error.message || messageFor(resetMessages, code));
          else setFormError(messageFor(resetMessages, code));
        },
      },
    );
  }

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
          {formError && <Alert variant="error">{formError}</Alert>}
          <NewPasswordFields
            label="Nueva contraseña"
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            invalid={{ password: refused, confirmation: refused }}
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
