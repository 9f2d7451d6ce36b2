import { useCampaigns } from '../../api/campaigns.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { ListError, ListSkeleton } from '../../ui/list-states.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { CampaignForm } from './campaign-form.tsx';
import { CampaignResults } from './campaign-results.tsx';

/**
 * /admin/campanas (docs/product.md#campaigns): reactivation of patients who stopped coming. Staff
 * pick an approved Marketing template and "pacientes sin cita desde hace N días", see how many and
 * who before sending, send now or later, and then follow what happened.
 */
export default function CampaignsPage() {
  const org = useCurrentOrg();
  const campaigns = useCampaigns(org.id);
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader title="Campañas" />
      <p className="-mt-3 mb-6 max-w-3xl text-slate-600 dark:text-slate-400">
        Invita a volver a los pacientes que hace tiempo no vienen. Solo reciben la campaña quienes no se dieron de baja
        (SALIR), con una plantilla de Marketing aprobada.
      </p>
      <div className="space-y-6">
        <CampaignForm orgId={org.id} />
        <div>
          <h2 className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-50">Enviadas y programadas</h2>
          {campaigns.isPending ? (
            <ListSkeleton rows={2} />
          ) : campaigns.isError ? (
            <ListError message="No se pudieron cargar las campañas" onRetry={() => campaigns.refetch()} />
          ) : (
            <CampaignResults campaigns={campaigns.data} />
          )}
        </div>
      </div>
    </section>
  );
}
