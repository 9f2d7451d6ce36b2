import type { LocationWire } from '@recepta/domain';
import { useCatalogCreate, useCatalogDelete, useCatalogList, useCatalogUpdate } from './catalog-crud.ts';

/** A location as the API answers it (locationWire). */
export type Location = LocationWire;

/** GET /api/locations, oldest first: the first one's zone is the organisation's. */
export function useLocations(orgId: string) {
  return useCatalogList(orgId, 'locations');
}

/** POST /api/locations */
export function useCreateLocation(orgId: string) {
  return useCatalogCreate(orgId, 'locations');
}

/** PUT /api/locations/{id} */
export function useUpdateLocation(orgId: string) {
  return useCatalogUpdate(orgId, 'locations');
}

/** DELETE /api/locations/{id}; 409 in_use while a resource uses it, or when it is the only one. */
export function useDeleteLocation(orgId: string) {
  return useCatalogDelete(orgId, 'locations');
}
