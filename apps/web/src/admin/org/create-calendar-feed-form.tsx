import { WHOLE_CLINIC_FEED_LABEL } from '@recepta/domain';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { type CreatedCalendarFeed, useCreateCalendarFeed } from '../../api/calendar-feeds.ts';
import { useResources } from '../../api/resources.ts';
import { Button } from '../../ui/button.tsx';
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
  const [resourceId, setResourceId] = useState('');
  const id = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { resourceId: resourceId || null },
      {
        onSuccess: (created) => {
          onCreated(created);
          toast.success('Enlace de calendario creado');
        },
        onError: () => toast.error('Error al crear el enlace de calendario'),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Citas de
        </label>
        <Select id={id} value={resourceId} onChange={(event) => setResourceId(event.target.value)}>
          <option value="">{WHOLE_CLINIC_FEED_LABEL}</option>
          {(resources.data ?? []).map((resource) => (
            <option key={resource.id} value={resource.id}>
              {resource.active ? resource.name : `${resource.name} (inactivo)`}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" loading={create.isPending}>
        {!create.isPending && <Plus className="size-4" aria-hidden />}
        {create.isPending ? 'Creando...' : 'Crear enlace'}
      </Button>
    </form>
  );
}
