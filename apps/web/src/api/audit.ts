import { auditApi, type RouteAnswer } from '@recepta/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './client.ts';

/** The server's audit row as JSON carries it (the moment as an ISO string). */
export type AuditEntry = RouteAnswer<typeof auditApi.list>['items'][number];

export interface AuditFilters {
  actor?: string;
  action?: string;
  customerId?: string;
  appointmentId?: string;
  from?: string;
  to?: string;
}

/** GET /api/audit (owners): who did what, newest first. */
export function useAudit(orgId: string, filters: AuditFilters) {
  const query: { orgId: string } & AuditFilters = { orgId };
  for (const [key, value] of Object.entries(filters) as [keyof AuditFilters, string | undefined][]) {
    if (value) query[key] = value;
  }
  return useQuery({
    queryKey: ['orgs', orgId, 'audit', query],
    queryFn: ({ signal }) => callApi(auditApi.list, { query, signal }).then((r) => r.items),
  });
}
