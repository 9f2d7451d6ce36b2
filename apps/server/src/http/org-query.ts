import { safeString } from '@recepta/domain';
import { z } from 'zod';

/** The query string of a route behind the org guard that takes nothing else (http/org-scope.ts reads orgId). */
export const orgQuery = z.object({
  orgId: safeString().max(64).optional().describe('Organización; con una clave de API puede omitirse'),
});
