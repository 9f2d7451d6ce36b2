import type { ReactNode } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { Button, type ButtonSize } from './button.tsx';

interface SubmitButtonProps<TValues extends FieldValues> {
  /** The form whose validity decides (react-hook-form's `control`). */
  control: Control<TValues, unknown, unknown>;
  saving: boolean;
  /** Something besides the fields keeps it shut (no catalogue yet, a question left open). */
  disabled?: boolean;
  children?: ReactNode;
  savingText?: string;
  /** For a button outside its <form>, or inside another form (an inline sub-form): clicked, not submitted. */
  onClick?: () => void;
  size?: ButtonSize;
}

/**
 * Every form's save button (docs/product.md#catalogue-screens): disabled while the form is invalid,
 * whether or not its fields were touched yet, so an empty form cannot be sent; the invalid fields
 * say why once touched (forms use mode 'onTouched'). 'Guardando...' while saving.
 */
export function SubmitButton<TValues extends FieldValues>({
  control,
  saving,
  disabled = false,
  children = 'Guardar',
  savingText = 'Guardando...',
  onClick,
  size,
}: SubmitButtonProps<TValues>) {
  const { isValid } = useFormState({ control });
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      disabled={!isValid || disabled}
      loading={saving}
      size={size}
    >
      {saving ? savingText : children}
    </Button>
  );
}
