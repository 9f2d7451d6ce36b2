import type { BlockInput } from '@recepta/domain';
import { useCatalogCreate, useCatalogDelete, useCatalogList, useCatalogUpdate } from './catalog-crud.ts';

/**
 * A block as the API answers it (blockWire): one-off (start/end, ISO with the offset of the zone
 * it is read in) or daily (startTime/endTime 'HH:MM'); resourceId null closes the whole organisation.
 */
export interface Block {
  id: string;
  orgId: string;
  resourceId: string | null;
  start: string | null;
  end: string | null;
  startTime: string | null;
  endTime: string | null;
  reason: string;
  backgroundColor: string;
  textColor: string;
}

/** GET /api/blocks */
export function useBlocks(orgId: string) {
  return useCatalogList<Block>(orgId, 'blocks');
}

/** POST /api/blocks */
export function useCreateBlock(orgId: string) {
  return useCatalogCreate<BlockInput, Block>(orgId, 'blocks');
}

/** PUT /api/blocks/{id} */
export function useUpdateBlock(orgId: string) {
  return useCatalogUpdate<BlockInput, Block>(orgId, 'blocks');
}

/** DELETE /api/blocks/{id} */
export function useDeleteBlock(orgId: string) {
  return useCatalogDelete(orgId, 'blocks');
}
