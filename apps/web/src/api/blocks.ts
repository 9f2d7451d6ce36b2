import type { BlockWire, Block as DomainBlock } from '@recepta/domain';
import { useCatalogCreate, useCatalogDelete, useCatalogList, useCatalogUpdate } from './catalog-crud.ts';

/**
 * A block as the API answers it (blockWire): one-off (start/end, ISO with the offset of the zone
 * it is read in) or daily (startTime/endTime 'HH:MM'); resourceId null closes the whole organisation.
 */
export type Block = BlockWire;

/** A block of the API as the domain reads it: one-off (instants) or daily (wall times). The one mapping, for every screen. */
export function toDomainBlock(wire: Block): DomainBlock {
  if (wire.start && wire.end) {
    return {
      kind: 'oneoff',
      id: wire.id,
      resourceId: wire.resourceId,
      start: Date.parse(wire.start),
      end: Date.parse(wire.end),
      reason: wire.reason,
    };
  }
  return {
    kind: 'daily',
    id: wire.id,
    resourceId: wire.resourceId,
    startTime: wire.startTime ?? '',
    endTime: wire.endTime ?? '',
    reason: wire.reason,
  };
}

/** GET /api/blocks */
export function useBlocks(orgId: string) {
  return useCatalogList(orgId, 'blocks');
}

/** POST /api/blocks */
export function useCreateBlock(orgId: string) {
  return useCatalogCreate(orgId, 'blocks');
}

/** PUT /api/blocks/{id} */
export function useUpdateBlock(orgId: string) {
  return useCatalogUpdate(orgId, 'blocks');
}

/** DELETE /api/blocks/{id} */
export function useDeleteBlock(orgId: string) {
  return useCatalogDelete(orgId, 'blocks');
}
