import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

export interface AuditEntry {
  id: string;
  at: string;
  actor: { kind: 'user' | 'api_key' | 'assistant' | 'patient' | 'system'; id?: string; name?: string; role?: string };
  action: string;
  target: { kind: string; id: string };
  clientAddress?: string;
  changes?: Record<string, { before?: unknown; after?: unknown }>;
}

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
