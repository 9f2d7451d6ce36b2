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
  /** A press on the disabled button: a save attempt, which checks and marks every field. */
  reveal?: () => void;
}

/**
 * Every form's save button (docs/product.md#catalogue-screens): disabled while the form is invalid,
 * whether or not its fields were touched yet, so an empty form cannot be sent; the invalid fields
 * say why once touched (forms use mode 'onTouched'), or all at once when the disabled button is
 * pressed (`reveal`). 'Guardando...' while saving.
 */
export function SubmitButton<TValues extends FieldValues>({
  control,
  saving,
  disabled = false,
  children = 'Guardar',
  savingText = 'Guardando...',
  onClick,
  size,
  reveal,
}: SubmitButtonProps<TValues>) {
  const { isValid } = useFormState({ control });
  const button = (
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
  if (!reveal) return button;
  return (
    // A disabled button gets no click, but its pointerdown still bubbles here: pressing it marks
    // every field touched, as a save attempt does (docs/product.md#catalogue-screens). Pointer
    // only: keyboard users meet each message as they leave a field.
    <span className="contents" onPointerDown={() => !isValid && !disabled && reveal()}>
      {button}
    </span>
  );
}
