import { defaultServiceDescription, serviceInput } from '@recepta/domain';
import { useOrg } from '../../api/orgs.ts';
import { type Service, useCreateService, useUpdateService } from '../../api/services.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { CatalogFormFrame } from '../../ui/catalog/catalog-form.tsx';
import { useCatalogForm } from '../../ui/catalog/use-catalog-form.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { ActiveSwitch } from '../../ui/switch.tsx';
import { WholeNumberInput } from '../../ui/whole-number-input.tsx';

/** A new service lasts 30 minutes unless told otherwise (docs/product.md#services). */
const DEFAULT_DURATION = 30;

export function ServiceForm({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const org = useCurrentOrg();
  const currency = useOrg(org.id).data?.currency;
  const { form, frame } = useCatalogForm(
    serviceInput,
    {
      name: service?.name ?? '',
      // What the server stores when no description is given: the form shows it as an empty field.
      description: service && service.description !== defaultServiceDescription ? service.description : '',
      durationMin: service?.durationMin ?? DEFAULT_DURATION,
      intervalMin: service?.intervalMin ?? 0,
      price: service?.price ?? 0,
      recurring: service?.recurring ?? false,
    },
    {
      entity: 'services',
      id: service?.id ?? null,
      create: useCreateService(org.id),
      update: useUpdateService(org.id),
      toInput: (values) => values,
      serverFields: ['name', 'description', 'durationMin', 'intervalMin', 'price', 'recurring'],
      onSaved: onClose,
    },
  );
  const { errors } = form.formState;

  return (
    <CatalogFormFrame {...frame} onCancel={onClose}>
      <Field label="Nombre" error={errors.name?.message} className="sm:col-span-2">
        {(control) => (
          <Input {...control} {...form.register('name')} placeholder="Ej.: Limpieza dental" autoComplete="off" />
        )}
      </Field>
      <Field label="Descripción (opcional)" error={errors.description?.message} className="sm:col-span-2">
        {(control) => <Input {...control} {...form.register('description')} placeholder={defaultServiceDescription} />}
      </Field>
      <Field label="Duración (minutos)" error={errors.durationMin?.message} hint="La duración mínima de cada cita.">
        {(control) => (
          <WholeNumberInput {...control} registration={form.register('durationMin', { valueAsNumber: true })} min={1} />
        )}
      </Field>
      <Field
        label="Intervalo (minutos)"
        error={errors.intervalMin?.message}
        hint="Tiempo libre después de cada cita, p. ej. para limpiar."
      >
        {(control) => (
          <WholeNumberInput {...control} registration={form.register('intervalMin', { valueAsNumber: true })} min={0} />
        )}
      </Field>
      <Field
        label={currency ? `Precio (${currency})` : 'Precio'}
        error={errors.price?.message}
        hint="Se usa para estimar el dinero de tus citas en los reportes. 0 si no aplica."
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('price', { valueAsNumber: true })}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
          />
        )}
      </Field>
      <ActiveSwitch
        {...form.register('recurring')}
        className="sm:col-span-2"
        label="Se repite"
        description="Para sesiones semanales (fisioterapia, psicología): tras agendar por WhatsApp, el asistente ofrece la misma hora las semanas siguientes."
      />
    </CatalogFormFrame>
  );
}
