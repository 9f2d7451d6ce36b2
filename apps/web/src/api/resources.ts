import type { ResourceWire } from '@recepta/domain';
import { useCatalogCreate, useCatalogDelete, useCatalogList, useCatalogUpdate } from './catalog-crud.ts';

/** A resource (professional or room) as the API answers it (resourceWire). */
export type Resource = ResourceWire;

/** GET /api/resources, by name, inactive ones included. */
export function useResources(orgId: string) {
  return useCatalogList(orgId, 'resources');
}

/** POST /api/resources */
export function useCreateResource(orgId: string) {
  return useCatalogCreate(orgId, 'resources');
}

/** PUT /api/resources/{id} */
export function useUpdateResource(orgId: string) {
  return useCatalogUpdate(orgId, 'resources');
}

/** DELETE /api/resources/{id} (its blocks go with it); 409 in_use while future appointments use it. */
export function useDeleteResource(orgId: string) {
  return useCatalogDelete(orgId, 'resources');
}
