import { orgQuery } from '../schemas/building-blocks.ts';
import { undoImportWire } from '../schemas/privacy.ts';
import { catalogRowParams } from './catalog-routes.ts';
import { defineRoute } from './route.ts';

/**
 * Imports (docs/api.md#importing-patients); server: modules/imports/routes.ts. The imports
 * themselves take the file as the body and answer 200 (a dry run) or 201 (created), which an
 * entry cannot say: they are not here yet.
 */
export const importApi = {
  /** Undo within 24 hours: the patients and appointments it created are deleted. */
  undo: defineRoute({
    method: 'DELETE',
    path: '/api/imports/:id',
    params: catalogRowParams,
    query: orgQuery,
    answer: undoImportWire,
  }),
};
