import { defaultConfig } from '@recepta/domain';
import { useConfig } from '../../api/config.ts';
import { useLocations } from '../../api/locations.ts';
import { type Resource, useDeleteResource, useResources } from '../../api/resources.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { readableTextOn } from '../../lib/colour.ts';
import { Badge } from '../../ui/badge.tsx';
import { CatalogScreen } from '../../ui/catalog/catalog-screen.tsx';
import { ColourSwatch } from '../../ui/catalog/colour-chip.tsx';
import { ResourceForm } from './resource-form.tsx';

/** /admin/resources (docs/product.md#resources): professionals and rooms, with their agenda colours. */
export default function ResourcesPage() {
  const org = useCurrentOrg();
  const resources = useResources(org.id);
  const locations = useLocations(org.id);
  const palette = useConfig(org.id).data?.palette ?? defaultConfig.palette;
  // Each new resource takes the next colour of the organisation's palette, so the agenda's columns
  // differ from the start; the text colour is whichever of black and white reads better on it.
  const background = palette[(resources.data?.length ?? 0) % palette.length] ?? defaultConfig.palette[0]!;
  const newColours = { backgroundColor: background, textColor: readableTextOn(background) };

  return (
    <CatalogScreen<Resource>
      entity="resources"
      intro="Profesionales o consultorios que reciben citas. Su color identifica sus citas en la agenda."
      emptyHint="Agrega a tus profesionales o consultorios para poder agendar citas con ellos."
      // The form's location select needs the locations: the screen waits for both.
      list={{ ...resources, isPending: resources.isPending || locations.isPending }}
      remove={useDeleteResource(org.id)}
      itemName={(resource) => resource.name}
      renderRow={(resource) => ({
        leading: <ColourSwatch background={resource.backgroundColor} text={resource.textColor} label={resource.name} />,
        title: resource.name,
        badges: !resource.active && <Badge tone="warning">Inactivo</Badge>,
        details: [resource.locationName, `Capacidad ${resource.capacity}`],
      })}
      renderForm={(resource, close) => (
        <ResourceForm resource={resource} locations={locations.data ?? []} newColours={newColours} onClose={close} />
      )}
    />
  );
}
