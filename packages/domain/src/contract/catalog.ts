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
import { catalogRoutes, itemsOf } from './catalog-routes.ts';
import { customerApi } from './customers.ts';

/** Services (docs/api.md#catalogue), by name; server: modules/catalog/services.ts. */
export const serviceApi = catalogRoutes('services', {
  input: serviceInput,
  wire: serviceWire,
  list: { query: orgQuery, answer: itemsOf(serviceWire) },
});

/** Professionals and rooms (docs/api.md#catalogue); server: modules/catalog/resources.ts. */
export const resourceApi = catalogRoutes('resources', {
  input: resourceInput,
  wire: resourceWire,
  list: { query: orgQuery, answer: itemsOf(resourceWire) },
});

/** Locations, oldest first (docs/api.md#catalogue); server: modules/catalog/locations.ts. */
export const locationApi = catalogRoutes('locations', {
  input: locationInput,
  wire: locationWire,
  list: { query: orgQuery, answer: itemsOf(locationWire) },
});

/** Blocks of the agenda (docs/api.md#catalogue); server: modules/catalog/blocks.ts. */
export const blockApi = catalogRoutes('blocks', {
  input: blockInput,
  wire: blockWire,
  list: { query: orgQuery, answer: itemsOf(blockWire) },
});

/** Each catalogue entity's routes, by the name its permissions, query keys and paths use. */
export const catalogApi = {
  services: serviceApi,
  customers: customerApi,
  resources: resourceApi,
  locations: locationApi,
  blocks: blockApi,
} satisfies Record<CatalogEntity, ReturnType<typeof catalogRoutes>>;
