import { type FormEventHandler, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { Button } from '../button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../card.tsx';
import { SubmitButton } from '../submit-button.tsx';

export interface CatalogFormFrameProps<TValues extends FieldValues = FieldValues> {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  saving: boolean;
  /** The form: Guardar waits until it is valid (docs/product.md#catalogue-screens). */
  control: Control<TValues, unknown, unknown>;
  /** Shows every field's message: a press on the disabled Guardar. */
  reveal: () => void;
  /** Something besides the fields keeps Guardar shut (a duplicate phone not yet answered). */
  blocked?: boolean;
  children: ReactNode;
}

/**
 * The inline form of a catalogue screen (not a modal: docs/product.md#catalogue-screens): a card with the fields and
 * Guardar and Cancelar. It comes into view with its first field focused, so a row clicked far down a
 * list, or 'Agregar' on a phone, lands the user where they type.
 */
export function CatalogFormFrame<TValues extends FieldValues>({
  title,
  onSubmit,
  onCancel,
  saving,
  control,
  reveal,
  blocked = false,
  children,
}: CatalogFormFrameProps<TValues>) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.scrollIntoView({ block: 'nearest' });
    form.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  }, []);

  return (
    <Card className="ring-1 ring-brand-600/20 dark:ring-brand-500/20">
      <form ref={ref} noValidate onSubmit={onSubmit} aria-label={title} className="scroll-mt-20">
        <CardHeader title={title} />
        <CardContent className="grid gap-5 sm:grid-cols-2">{children}</CardContent>
        <CardFooter>
          <Button variant="secondary" onClick={onCancel} onMouseDown={keepFocus} disabled={saving}>
            Cancelar
          </Button>
          <SubmitButton control={control} saving={saving} disabled={blocked} reveal={reveal} />
        </CardFooter>
      </form>
    </Card>
  );
}

/**
 * Cancelar keeps the focus where it is when pressed: leaving a field shows its message (mode
 * 'onTouched'), which would move the button away before the click lands.
 */
export function keepFocus(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}
