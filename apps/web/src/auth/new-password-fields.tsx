import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../ui/field.tsx';
import { PasswordInput } from '../ui/password-input.tsx';

interface NewPasswordFieldsProps {
  /** The first field's label: 'Contraseña' when signing up, 'Nueva contraseña' when resetting. */
  label: string;
  /** The two fields as the page's form registered them. */
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  /** Which of the two fields to mark as wrong: the page knows why (empty, mismatch, refused). */
  invalid: { password: boolean; confirmation: boolean };
  disabled: boolean;
}

/** A new password typed twice, as sign-up and password reset ask for it (the rules: the domain's auth-forms.ts). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <Field label={props.label}>
        {(control) => (
          <PasswordInput
            {...control}
            {...props.password}
            invalid={props.invalid.password}
            autoComplete="new-password"
            placeholder="Mínimo 6 caracteres"
            disabled={props.disabled}
          />
        )}
      </Field>
      <Field label="Confirmar contraseña">
        {(control) => (
          <PasswordInput
            {...control}
            {...props.confirmation}
            invalid={props.invalid.confirmation}
            autoComplete="new-password"
            placeholder="Repite la contraseña"
            disabled={props.disabled}
          />
        )}
      </Field>
    </>
  );
}
