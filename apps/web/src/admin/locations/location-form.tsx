import { locationInput } from '@recepta/domain';
import { type Location, useCreateLocation, useUpdateLocation } from '../../api/locations.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { CatalogFormFrame } from '../../ui/catalog/catalog-form.tsx';
import { useCatalogForm } from '../../ui/catalog/use-catalog-form.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { TimeZoneSelect } from '../../ui/time-zone-select.tsx';

interface LocationFormProps {
  location: Location | null;
  /** The zone a new location starts with. */
  newZone: string;
  onClose: () => void;
}

export function LocationForm({ location, newZone, onClose }: LocationFormProps) {
  const org = useCurrentOrg();
  const { form, frame } = useCatalogForm(
    locationInput,
    { name: location?.name ?? '', tz: location?.tz ?? newZone },
    {
      entity: 'locations',
      id: location?.id ?? null,
      create: useCreateLocation(org.id),
      update: useUpdateLocation(org.id),
      toInput: (values) => values,
      serverFields: ['name', 'tz'],
      onSaved: onClose,
    },
  );
  const { errors } = form.formState;
  return (
    <CatalogFormFrame {...frame} onCancel={onClose}>
      <Field label="Nombre" error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} placeholder="Ej.: Sede Escazú" />}
      </Field>
      <Field
        label="Zona horaria"
        error={errors.tz?.message}
        hint="La agenda y los recordatorios de esta ubicación usan esta zona."
      >
        {(control) => <TimeZoneSelect {...control} {...form.register('tz')} value={form.watch('tz')} />}
      </Field>
    </CatalogFormFrame>
  );
}
