import { MapPin } from 'lucide-react';
import { type Location, useDeleteLocation, useLocations } from '../../api/locations.ts';
import { useOrg } from '../../api/orgs.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { timeZoneLabel } from '../../lib/time-zone-label.ts';
import { CatalogScreen } from '../../ui/catalog/catalog-screen.tsx';
import { RowIcon } from '../../ui/row-icon.tsx';
import { defaultZone } from './default-zone.ts';
import { LocationForm } from './location-form.tsx';

/** /admin/locations (docs/product.md#locations): the sites, each with its time zone. */
export default function LocationsPage() {
  const org = useCurrentOrg();
  const locations = useLocations(org.id);
  const newZone = defaultZone(useOrg(org.id).data?.tz ?? undefined);

  return (
    <CatalogScreen<Location>
      entity="locations"
      intro="Las sedes donde atiendes. Cada una usa su zona horaria para la agenda y los recordatorios."
      list={locations}
      remove={useDeleteLocation(org.id)}
      itemName={(location) => location.name}
      renderRow={(location) => ({
        leading: <RowIcon icon={MapPin} />,
        title: location.name,
        details: [timeZoneLabel(location.tz)],
      })}
      renderForm={(location, close) => <LocationForm location={location} newZone={newZone} onClose={close} />}
    />
  );
}
