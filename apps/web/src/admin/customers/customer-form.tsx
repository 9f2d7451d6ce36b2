import { customerInput } from '@recepta/domain';
import { type Customer, useCreateCustomer, useUpdateCustomer } from '../../api/customers.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { CatalogFormFrame } from '../../ui/catalog/catalog-form.tsx';
import { useCatalogForm } from '../../ui/catalog/use-catalog-form.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Textarea } from '../../ui/textarea.tsx';

export function CustomerForm({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const org = useCurrentOrg();
  const { form, frame } = useCatalogForm(
    customerInput,
    { name: customer?.name ?? '', phone: customer?.phone ?? '', notes: customer?.notes ?? '' },
    {
      entity: 'customers',
      id: customer?.id ?? null,
      create: useCreateCustomer(org.id),
      update: useUpdateCustomer(org.id),
      toInput: (values) => values,
      // The server reads the number ('Teléfono inválido' when it cannot): said under the field.
      serverFields: ['name', 'phone', 'notes'],
      onSaved: onClose,
    },
  );
  const { errors } = form.formState;

  return (
    <CatalogFormFrame {...frame} onCancel={onClose}>
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
