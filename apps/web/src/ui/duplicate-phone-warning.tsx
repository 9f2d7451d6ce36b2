import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

interface DuplicatePhoneWarningProps {
  /** Who already has the number. */
  name: string;
  /** What using the existing customer does here: "Usar a Ana Pérez" (book them), "Ver a Ana Pérez" (open their file). */
  useLabel: string;
  onUse(): void;
  onContinue(): void;
}

/**
 * "Este teléfono ya es de Ana Pérez" (docs/product.md#customers): families share a phone, so the
 * number is allowed; the receptionist chooses between the customer on file and a new one.
 */
export function DuplicatePhoneWarning({ name, useLabel, onUse, onContinue }: DuplicatePhoneWarningProps) {
  return (
    <Alert variant="warning" className="sm:col-span-2">
      <p className="font-medium">Este teléfono ya es de {name.trim() || 'Sin nombre'}.</p>
      <p className="mt-0.5">Si es la misma persona, usa su ficha; si es un familiar, puedes continuar.</p>
      <div className="mt-2.5 flex flex-wrap gap-2">
        <Button size="sm" onClick={onUse}>
          {useLabel}
        </Button>
        <Button size="sm" variant="secondary" onClick={onContinue}>
          Continuar de todos modos
        </Button>
      </div>
    </Alert>
  );
}
