import { accountTexts, messageFor, registerMessages } from '@recepta/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRegister } from '../api/account.ts';
import { isApiError } from '../api/client.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { newPasswordProblem } from './password-rules.ts';
import { TextLink } from './text-link.tsx';

/** The success message stays this long before the panel opens (docs/product.md#register). */
const REDIRECT_AFTER_MS = 2000;

export default function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const done = register.isSuccess;
  const busy = register.isPending || done;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/admin', { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const problem = newPasswordProblem([email, password, confirmation], password, confirmation);
    setFormError(problem);
    if (problem) return;
    register.mutate(
      { email: email.trim(), password },
      { onError: (error) => setFormError(messageFor(registerMessages, isApiError(error) ? error.code : undefined)) },
    );
  }

  // After a failed submit, point at what is wrong: the empty fields, or the pair that disagrees.
  const mismatch = formError === accountTexts.passwordsDontMatch || formError === accountTexts.passwordTooShort;
  const emptyMarked = submitted && formError === accountTexts.registerFieldsRequired;

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
        {!done && formError && <Alert variant="error">{formError}</Alert>}
        <Field label="Correo electrónico">
          {(control) => (
            <Input
              {...control}
              invalid={emptyMarked && email.trim() === ''}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="tu@clinica.com"
              value={email}
              disabled={busy}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <NewPasswordFields
          label="Contraseña"
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          invalid={{
            password: (emptyMarked && password === '') || mismatch,
            confirmation: (emptyMarked && confirmation === '') || mismatch,
          }}
          disabled={busy}
        />
        <Button type="submit" size="lg" className="w-full" loading={register.isPending} disabled={done}>
          {register.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
        </Button>
      </form>
    </AuthLayout>
  );
}
