import { Field } from '../ui/field.tsx';
import { PasswordInput } from '../ui/password-input.tsx';

interface NewPasswordFieldsProps {
  /** The first field's label: 'Contraseña' when signing up, 'Nueva contraseña' when resetting. */
  label: string;
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  /** Which of the two fields to mark as wrong: the page knows why (empty, mismatch, refused). */
  invalid: { password: boolean; confirmation: boolean };
  disabled: boolean;
}

/** A new password typed twice, as sign-up and password reset ask for it (the rules are password-rules.ts). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <Field label={props.label}>
        {(control) => (
          <PasswordInput
            {...control}
            invalid={props.invalid.password}
            name="password"
            autoComplete="new-password"
            placeholder="Mínimo 6 caracteres"
            value={props.password}
            disabled={props.disabled}
            onChange={(e) => props.onPassword(e.target.value)}
          />
        )}
      </Field>
      <Field label="Confirmar contraseña">
        {(control) => (
          <PasswordInput
            {...control}
            invalid={props.invalid.confirmation}
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Repite la contraseña"
            value={props.confirmation}
            disabled={props.disabled}
            onChange={(e) => props.onConfirmation(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
