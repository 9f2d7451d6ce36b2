import { type CountryCode, customerFormInput } from '@recepta/domain';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type Customer, useCreateCustomer, useUpdateCustomer } from '../../api/customers.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { CatalogFormFrame } from '../../ui/catalog/catalog-form.tsx';
import { useCatalogForm } from '../../ui/catalog/use-catalog-form.ts';
import { DuplicatePhoneWarning } from '../../ui/duplicate-phone-warning.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useDuplicatePhone } from '../../ui/use-duplicate-phone.ts';

interface CustomerFormProps {
  customer: Customer | null;
  /** The clinic's country: numbers typed without a country code are of it (docs/product.md#customers). */
  home: CountryCode | undefined;
  onClose: () => void;
}

export function CustomerForm({ customer, home, onClose }: CustomerFormProps) {
  const org = useCurrentOrg();
  const navigate = useNavigate();
  const schema = useMemo(() => customerFormInput(home), [home]);
  const { form, frame } = useCatalogForm(
    schema,
    { name: customer?.name ?? '', phone: customer?.phone ?? '', notes: customer?.notes ?? '' },
    {
      entity: 'customers',
      id: customer?.id ?? null,
      create: useCreateCustomer(org.id),
      update: useUpdateCustomer(org.id),
      toInput: (values) => values,
      // The server reads the number too ('Teléfono inválido' when it cannot): said under the field.
      serverFields: ['name', 'phone', 'notes'],
      onSaved: onClose,
    },
  );
  const { errors } = form.formState;
  const phone = useWatch({ control: form.control, name: 'phone' }) ?? '';
  // An unchanged number is nobody's news: only a new or changed one is checked.
  const changed = phone.trim() !== (customer?.phone ?? '');
  const duplicate = useDuplicatePhone(org.id, changed ? phone : '', home, customer?.id ?? null);

  return (
    <CatalogFormFrame {...frame} onCancel={onClose} blocked={duplicate.blocked}>
      <Field label="Nombre" error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
      </Field>
      <Field
        label="Teléfono (WhatsApp)"
        error={errors.phone?.message}
        hint="Sin código de país se toma como número del país de tu clínica."
      >
        {(control) => <Input {...control} {...form.register('phone')} type="tel" inputMode="tel" autoComplete="off" />}
      </Field>
      {duplicate.owner && (
        <DuplicatePhoneWarning
          name={duplicate.owner.name}
          useLabel={`Ver ficha de ${duplicate.owner.name.trim() || 'Sin nombre'}`}
          onUse={() => {
            onClose();
            void navigate(`/admin/customers/${encodeURIComponent(duplicate.owner?.id ?? '')}`);
          }}
          onContinue={duplicate.continueAnyway}
        />
      )}
      <Field
        label="Notas (opcional)"
        error={errors.notes?.message}
        hint="Lo que el equipo debe saber: alergias, preferencias."
        className="sm:col-span-2"
      >
        {(control) => <Textarea {...control} {...form.register('notes')} rows={3} />}
      </Field>
    </CatalogFormFrame>
  );
}
