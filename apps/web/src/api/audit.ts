import type { AuditEntryWire } from '@recepta/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

/** The server's audit row as JSON carries it (the moment as an ISO string). */
export type AuditEntry = Omit<AuditEntryWire, 'at'> & { at: string };

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
  const query: Record<string, string> = { orgId };
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  return useQuery({
    queryKey: ['orgs', orgId, 'audit', query],
    queryFn: ({ signal }) => apiFetch<{ items: AuditEntry[] }>('/api/audit', { signal, query }).then((r) => r.items),
  });
}
