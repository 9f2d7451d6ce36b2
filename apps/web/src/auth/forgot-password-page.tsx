import { accountTexts, forgotPasswordProblem, messageFor, resetMessages } from '@recepta/domain';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useForgotPassword } from '../api/account.ts';
import { isApiError } from '../api/client.ts';
import { Alert } from '../ui/alert.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { TextLink } from './text-link.tsx';
import { useAccountForm } from './use-account-form.ts';

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const { form, message, invalid, refuse } = useAccountForm({ email: '' }, forgotPasswordProblem);

  const onSubmit = form.handleSubmit((values) =>
    forgot
      .mutateAsync({ email: values.email.trim() })
      .catch((error: unknown) => refuse(messageFor(resetMessages, isApiError(error) ? error.code : undefined))),
  );

  if (forgot.isSuccess) {
    return (
      <AuthLayout title="Revisa tu correo">
        <div className="space-y-5">
          <Alert variant="success">{forgot.data.message || accountTexts.resetSent}</Alert>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            El enlace vale durante una hora. Si no lo ves en unos minutos, revisa la carpeta de correo no deseado.
          </p>
          <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Volver al inicio de sesión
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Restablecer contraseña"
      subtitle="Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña."
      footer={
        <TextLink to="/login" className="inline-flex items-center gap-1.5">
          <ArrowLeft className="size-4" aria-hidden />
          Volver al inicio de sesión
        </TextLink>
      }
    >
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
              disabled={forgot.isPending}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={forgot.isPending}>
          {forgot.isPending ? 'Enviando...' : 'Enviar enlace de restablecimiento'}
        </Button>
      </form>
    </AuthLayout>
  );
}
