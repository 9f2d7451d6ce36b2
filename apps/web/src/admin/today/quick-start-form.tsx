import { zodResolver } from '@hookform/resolvers/zod';
import { quickStartInput } from '@recepta/domain';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { isApiError } from '../../api/client.ts';
import { useLocations } from '../../api/locations.ts';
import { useCreateResource } from '../../api/resources.ts';
import { useCreateService } from '../../api/services.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';

const DURATIONS = [15, 30, 45, 60, 90];

/**
 * The first two steps at once, for a clinic with neither a professional nor a service: who attends
 * and what they offer, saved as a resource of the first location and a service. Colours, prices and
 * the rest keep their defaults and are changed later in Recursos and Servicios.
 */
export function QuickStartForm({ orgId }: { orgId: string }) {
  const locations = useLocations(orgId);
  const createResource = useCreateResource(orgId);
  const createService = useCreateService(orgId);
  const form = useForm({
    resolver: zodResolver(quickStartInput),
    mode: 'onTouched',
    defaultValues: { who: '', what: '', durationMin: 30 },
  });
  const { errors, isSubmitting } = form.formState;
  const locationId = locations.data?.[0]?.id;

  const onSubmit = form.handleSubmit(async ({ who, what, durationMin }) => {
    if (!locationId) return;
    try {
      // A dark teal with white text: readable on the agenda's cards in light and dark.
      await createResource.mutateAsync({
        name: who,
        locationId,
        capacity: 1,
        active: true,
        backgroundColor: '#0f766e',
        textColor: '#ffffff',
      });
      await createService.mutateAsync({ name: what, durationMin });
      toast.success('Listo: ya puedes probar una reserva en el Simulador');
    } catch (error) {
      toast.error('No se pudo guardar', { description: isApiError(error) ? error.message : undefined });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
      <Field label="¿Quién atiende?" error={errors.who?.message}>
        {(control) => <Input {...control} {...form.register('who')} placeholder="Ej.: Dra. Rojas" />}
      </Field>
      <Field label="¿Qué servicio ofreces?" error={errors.what?.message}>
        {(control) => <Input {...control} {...form.register('what')} placeholder="Ej.: Limpieza dental" />}
      </Field>
      <Field label="Duración">
        {(control) => (
          <Select {...control} {...form.register('durationMin', { valueAsNumber: true })}>
            {DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {`${minutes} min`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" disabled={locationId === undefined} loading={isSubmitting}>
        Agregar
      </Button>
    </form>
  );
}
