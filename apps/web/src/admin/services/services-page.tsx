import { defaultServiceDescription, formatMoney, isCurrency } from '@recepta/domain';
import { Clock } from 'lucide-react';
import { useOrg } from '../../api/orgs.ts';
import { type Service, useDeleteService, useServices } from '../../api/services.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { formatMinutes } from '../../lib/format-minutes.ts';
import { CatalogScreen } from '../../ui/catalog/catalog-screen.tsx';
import { RowIcon } from '../../ui/row-icon.tsx';
import { ServiceForm } from './service-form.tsx';

/** /admin/services (docs/product.md#services). */
export default function ServicesPage() {
  const org = useCurrentOrg();
  const currency = useOrg(org.id).data?.currency;
  const price = (amount: number) =>
    amount > 0 && currency && isCurrency(currency)
      ? formatMoney(amount, currency)
      : amount > 0
        ? String(amount)
        : 'Sin precio';
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
          // Absent for a role that may not see prices (the server leaves it out).
          service.price !== undefined && price(service.price),
          service.intervalMin > 0 ? `${formatMinutes(service.intervalMin)} de intervalo` : 'Sin intervalo',
          service.recurring && 'Se repite',
          service.description !== defaultServiceDescription && service.description,
        ],
      })}
      renderForm={(service, close) => <ServiceForm service={service} onClose={close} />}
    />
  );
}
