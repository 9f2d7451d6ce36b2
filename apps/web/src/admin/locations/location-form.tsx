import { locationInput, timeZoneChoices } from '@recepta/domain';
import { type Location, useCreateLocation, useUpdateLocation } from '../../api/locations.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { timeZoneLabel } from '../../lib/time-zone-label.ts';
import { CatalogFormFrame } from '../../ui/catalog/catalog-form.tsx';
import { useCatalogForm } from '../../ui/catalog/use-catalog-form.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';

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
  // The API takes any IANA zone: a location saved with one outside the list keeps it on screen.
  const zones: readonly string[] =
    location && !(timeZoneChoices as readonly string[]).includes(location.tz)
      ? [location.tz, ...timeZoneChoices]
      : timeZoneChoices;

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
        {(control) => (
          <Select {...control} {...form.register('tz')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </CatalogFormFrame>
  );
}
