import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldControlProps } from './field.tsx';
import { Input } from './input.tsx';

interface WholeNumberInputProps extends FieldControlProps {
  /** register(name, { valueAsNumber: true }): the form holds a number (NaN when emptied). */
  registration: UseFormRegisterReturn;
  min: number;
}

/** Minutes, capacity: a whole number, with the phone's numeric keypad. */
export function WholeNumberInput({ registration, min, ...control }: WholeNumberInputProps) {
  return <Input {...control} {...registration} type="number" inputMode="numeric" min={min} step={1} />;
}
