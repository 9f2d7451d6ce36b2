import { useConfig } from '../../api/config.ts';
import { useCan } from '../../api/permissions.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { ListError, ListSkeleton } from '../../ui/list-states.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ConfigForm } from './config-form.tsx';
import { RefillCard } from './refill-card.tsx';

/** /admin/config (docs/product.md#configuration: the screen, the stored config and the theme). */
export default function ConfigPage() {
  const org = useCurrentOrg();
  const config = useConfig(org.id);
  const can = useCan();

  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader title="Configuración" />
      {config.isPending && <ListSkeleton rows={3} />}
      {config.isError && <ListError message="Error al cargar configuración" onRetry={() => config.refetch()} />}
      {/* The form starts from the config as loaded; a later refetch must not overwrite what is being edited. */}
      {config.data && <ConfigForm config={config.data} />}
      {can('refill.manage') && (
        <div className="mt-6">
          <RefillCard orgId={org.id} />
        </div>
      )}
    </section>
  );
}
