import { auditEntryWire, auditQuery } from '../schemas/team.ts';
import { z } from '../zod.ts';
import { defineRoute } from './route.ts';

/** The audit log (owners; docs/api.md#audit); server: modules/audit/routes.ts. */
export const auditApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/audit',
    query: auditQuery,
    answer: z.object({ items: z.array(auditEntryWire) }),
  }),
};
