import type { CatalogEntity } from '../permissions.ts';
import { orgQuery } from '../schemas/building-blocks.ts';
import {
  blockInput,
  blockWire,
  locationInput,
  locationWire,
  resourceInput,
  resourceWire,
  serviceInput,
  serviceWire,
} from '../schemas/catalog.ts';
import type { z } from '../zod.ts';
import { catalogRoutes, itemsOf } from './catalog-routes.ts';
import { customerApi } from './customers.ts';

/** An entity whose list takes only orgId and answers its rows, all of them. */
function plainCatalogRoutes<const E extends CatalogEntity, I extends z.ZodType, W extends z.ZodType>(
  entity: E,
  input: I,
  wire: W,
) {
  return catalogRoutes(entity, { input, wire, list: { query: orgQuery, answer: itemsOf(wire) } });
}

/** Services (docs/api.md#catalogue), by name; server: modules/catalog/services.ts. */
export const serviceApi = plainCatalogRoutes('services', serviceInput, serviceWire);

/** Professionals and rooms (docs/api.md#catalogue); server: modules/catalog/resources.ts. */
export const resourceApi = plainCatalogRoutes('resources', resourceInput, resourceWire);

/** Locations, oldest first (docs/api.md#catalogue); server: modules/catalog/locations.ts. */
export const locationApi = plainCatalogRoutes('locations', locationInput, locationWire);

/** Blocks of the agenda (docs/api.md#catalogue); server: modules/catalog/blocks.ts. */
export const blockApi = plainCatalogRoutes('blocks', blockInput, blockWire);

/** Each catalogue entity's routes, by the name its permissions, query keys and paths use. */
export const catalogApi = {
  services: serviceApi,
  customers: customerApi,
  resources: resourceApi,
  locations: locationApi,
  blocks: blockApi,
} satisfies Record<CatalogEntity, ReturnType<typeof catalogRoutes>>;
