import { defaultServiceDescription } from '@recepta/domain';
import { Clock } from 'lucide-react';
import { type Service, useDeleteService, useServices } from '../../api/services.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { formatMinutes } from '../../lib/format-minutes.ts';
import { CatalogScreen } from '../../ui/catalog/catalog-screen.tsx';
import { RowIcon } from '../../ui/row-icon.tsx';
import { ServiceForm } from './service-form.tsx';

/** /admin/services (docs/product.md#services). */
export default function ServicesPage() {
  const org = useCurrentOrg();
  return (
    <CatalogScreen<Service>
      entity="services"
      intro="Lo que ofreces a tus pacientes. La duración es el mínimo de cada cita de ese servicio."
      emptyHint="Agrega tus servicios para poder agendar citas y ofrecerlos por WhatsApp."
      list={useServices(org.id)}
      remove={useDeleteService(org.id)}
      itemName={(service) => service.name}
      renderRow={(service) => ({
        leading: <RowIcon icon={Clock} />,
        title: service.name,
        details: [
          formatMinutes(service.durationMin),
          service.intervalMin > 0 ? `${formatMinutes(service.intervalMin)} de intervalo` : 'Sin intervalo',
          service.description !== defaultServiceDescription && service.description,
        ],
      })}
      renderForm={(service, close) => <ServiceForm service={service} onClose={close} />}
    />
  );
}
