import { resourceInput } from '@recepta/domain';
import { useWatch } from 'react-hook-form';
import type { Location } from '../../api/locations.ts';
import { type Resource, useCreateResource, useUpdateResource } from '../../api/resources.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { CatalogFormFrame } from '../../ui/catalog/catalog-form.tsx';
import { ColourField } from '../../ui/catalog/colour-field.tsx';
import { ColourPreview } from '../../ui/catalog/colour-preview.tsx';
import { useCatalogForm } from '../../ui/catalog/use-catalog-form.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { ActiveSwitch } from '../../ui/switch.tsx';
import { WholeNumberInput } from '../../ui/whole-number-input.tsx';

interface ResourceFormProps {
  resource: Resource | null;
  locations: readonly Location[];
  /** The colours a new resource starts with. */
  newColours: { backgroundColor: string; textColor: string };
  onClose: () => void;
}

export function ResourceForm({ resource, locations, newColours, onClose }: ResourceFormProps) {
  const org = useCurrentOrg();
  const { form, frame } = useCatalogForm(
    resourceInput,
    resource
      ? {
          name: resource.name,
          locationId: resource.locationId,
          capacity: resource.capacity,
          active: resource.active,
          backgroundColor: resource.backgroundColor,
          textColor: resource.textColor,
        }
      : {
          name: '',
          // With one location there is nothing to choose; with several, the user picks.
          locationId: locations.length === 1 ? locations[0]!.id : '',
          capacity: 1,
          active: true,
          ...newColours,
        },
    {
      entity: 'resources',
      id: resource?.id ?? null,
      create: useCreateResource(org.id),
      update: useUpdateResource(org.id),
      toInput: (values) => values,
      serverFields: ['name', 'locationId', 'capacity', 'backgroundColor', 'textColor'],
      onSaved: onClose,
    },
  );
  const { errors } = form.formState;
  const [name, background, text] = useWatch({ control: form.control, name: ['name', 'backgroundColor', 'textColor'] });

  return (
    <CatalogFormFrame {...frame} onCancel={onClose}>
      <Field label="Nombre" error={errors.name?.message}>
        {(control) => (
          <Input {...control} {...form.register('name')} placeholder="Ej.: Dra. Ana Rojas o Consultorio 2" />
        )}
      </Field>
      <Field label="Ubicación" error={errors.locationId?.message}>
        {(control) => (
          <Select {...control} {...form.register('locationId')}>
            <option value="" disabled>
              Elige una ubicación
            </option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Capacidad" error={errors.capacity?.message}>
        {(control) => (
          <WholeNumberInput {...control} registration={form.register('capacity', { valueAsNumber: true })} min={1} />
        )}
      </Field>
      <div className="flex items-center sm:pt-7">
        <ActiveSwitch
          {...form.register('active')}
          label="Activo"
          description="Los recursos inactivos no reciben citas nuevas."
        />
      </div>
      <ColourField control={form.control} name="backgroundColor" label="Color de fondo" />
      <ColourField control={form.control} name="textColor" label="Color del texto" />
      <ColourPreview
        background={background ?? ''}
        text={text ?? ''}
        name={name ?? ''}
        placeholder="Nombre del recurso"
      />
    </CatalogFormFrame>
  );
}
