import { zodResolver } from '@hookform/resolvers/zod';
import { createCalendarFeedInput, WHOLE_CLINIC_FEED_LABEL } from '@recepta/domain';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type CreatedCalendarFeed, useCreateCalendarFeed } from '../../api/calendar-feeds.ts';
import { useResources } from '../../api/resources.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';

/** Whose appointments the new feed shows: one professional, or (the empty value) the whole clinic. */
export function CreateCalendarFeedForm({
  orgId,
  onCreated,
}: {
  orgId: string;
  onCreated: (feed: CreatedCalendarFeed) => void;
}) {
  const resources = useResources(orgId);
  const create = useCreateCalendarFeed(orgId);
  const form = useForm({
    resolver: zodResolver(createCalendarFeedInput),
    defaultValues: { resourceId: null as string | null },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      (created) => {
        onCreated(created);
        toast.success('Enlace de calendario creado');
      },
      (error: unknown) => {
        setServerFieldErrors(form.setError, error, ['resourceId']);
        toast.error('Error al crear el enlace de calendario');
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label="Citas de" error={errors.resourceId?.message} className="flex-1">
        {(control) => (
          // The empty option is the whole clinic: null, as the API takes it.
          <Select {...control} {...form.register('resourceId', { setValueAs: (value: string) => value || null })}>
            <option value="">{WHOLE_CLINIC_FEED_LABEL}</option>
            {(resources.data ?? []).map((resource) => (
              <option key={resource.id} value={resource.id}>
                {resource.active ? resource.name : `${resource.name} (inactivo)`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" loading={isSubmitting}>
        {!isSubmitting && <Plus className="size-4" aria-hidden />}
        {isSubmitting ? 'Creando...' : 'Crear enlace'}
      </Button>
    </form>
  );
}
