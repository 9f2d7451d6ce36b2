import { zodResolver } from '@hookform/resolvers/zod';
import { type CountryCode, customerFormInput } from '@recepta/domain';
import { type KeyboardEvent, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { type Customer, useCreateCustomer } from '../../../api/customers.ts';
import { setServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { keepFocus } from '../../../ui/catalog/catalog-form.tsx';
import { catalogTexts } from '../../../ui/catalog/catalog-texts.ts';
import { DuplicatePhoneWarning } from '../../../ui/duplicate-phone-warning.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { useDuplicatePhone } from '../../../ui/use-duplicate-phone.ts';
import { newPatientPrefill } from './new-patient-prefill.ts';

interface NewPatientProps {
  orgId: string;
  home: CountryCode | undefined;
  /** What was typed in the search: the name, or the phone when it reads as one. */
  typed: string;
  /** The new patient was created, or the one on file with the same phone was chosen. */
  onChosen(customer: Customer): void;
  onCancel(): void;
}

const texts = catalogTexts('customers');

interface NewPatientValues {
  name: string;
  phone: string;
}

/**
 * "Nuevo paciente" inside the booking panel (docs/product.md#agenda-details-and-edit-panel): name
 * and phone, checked as the Clientes form checks them, created with POST /api/customers and chosen
 * for the appointment, without leaving the panel. It sits inside the panel's <form>, so it is not a
 * form itself: its button is clicked, and Enter in its fields creates instead of booking.
 */
export function NewPatient({ orgId, home, typed, onChosen, onCancel }: NewPatientProps) {
  const schema = useMemo(() => customerFormInput(home), [home]);
  const form = useForm<NewPatientValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: newPatientPrefill(typed),
  });
  const create = useCreateCustomer(orgId);
  const phone = useWatch({ control: form.control, name: 'phone' }) ?? '';
  const duplicate = useDuplicatePhone(orgId, phone, home, null);
  const { errors } = form.formState;

  const save = form.handleSubmit(async (values) => {
    if (duplicate.blocked) return;
    try {
      const customer = await create.mutateAsync(values);
      toast.success(texts.created);
      onChosen(customer);
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, ['name', 'phone'])) {
        toast.error(texts.saveError, error instanceof Error ? { description: error.message } : undefined);
      }
    }
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void save();
  };

  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700" onKeyDown={onKeyDown}>
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-50">Nuevo paciente</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nombre del paciente" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="off" autoFocus />}
        </Field>
        <Field
          label="Teléfono (WhatsApp)"
          error={errors.phone?.message}
          hint="Sin código de país, del país de tu clínica."
        >
          {(control) => (
            <Input {...control} {...form.register('phone')} type="tel" inputMode="tel" autoComplete="off" />
          )}
        </Field>
        {duplicate.owner && (
          <DuplicatePhoneWarning
            name={duplicate.owner.name}
            useLabel={`Usar a ${duplicate.owner.name.trim() || 'Sin nombre'}`}
            onUse={() => duplicate.owner && onChosen(duplicate.owner)}
            onContinue={duplicate.continueAnyway}
          />
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="sm" disabled={create.isPending} onClick={onCancel} onMouseDown={keepFocus}>
          Cancelar
        </Button>
        <SubmitButton
          control={form.control}
          saving={create.isPending}
          disabled={duplicate.blocked}
          onClick={() => void save()}
          reveal={() => void save()}
          savingText="Creando..."
          size="sm"
        >
          Crear paciente
        </SubmitButton>
      </div>
    </fieldset>
  );
}
