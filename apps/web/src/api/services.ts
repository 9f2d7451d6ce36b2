import type { ServiceWire } from '@recepta/domain';
import { useCatalogCreate, useCatalogDelete, useCatalogList, useCatalogUpdate } from './catalog-crud.ts';

/** A service as the API answers it (serviceWire). */
export type Service = ServiceWire;

/** GET /api/services, by name. */
export function useServices(orgId: string) {
  return useCatalogList(orgId, 'services');
}

/** POST /api/services */
export function useCreateService(orgId: string) {
  return useCatalogCreate(orgId, 'services');
}

/** PUT /api/services/{id} */
export function useUpdateService(orgId: string) {
  return useCatalogUpdate(orgId, 'services');
}

/** DELETE /api/services/{id}; 409 in_use while future appointments use it. */
export function useDeleteService(orgId: string) {
  return useCatalogDelete(orgId, 'services');
}
