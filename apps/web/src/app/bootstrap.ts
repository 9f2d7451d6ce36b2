import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '@recepta/domain';
import type { QueryClient } from '@tanstack/react-query';
import { configQueryKey } from '../api/config.ts';
import { meQueryKey } from '../api/me.ts';
import { orgQueryKey } from '../api/orgs.ts';
import { orgKey } from '../api/query-keys.ts';

export type { Bootstrap };

/** The bootstrap the server inlined into this page, if any (signed-out pages and other paths have none). */
export function readBootstrap(doc: Document = document): Bootstrap | null {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as Bootstrap;
    return parsed && typeof parsed === 'object' && parsed.me ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Puts the inlined answers in the query cache under the keys the screens read, as if GET /api/me,
 * /api/orgs/{id}, /api/config and /api/locations had just answered
 * (docs/architecture.md#loading-the-admin-panel). Done before the router starts, so no screen or
 * route loader asks for them again.
 */
export function seedBootstrap(queryClient: QueryClient, bootstrap: Bootstrap | null): void {
  if (!bootstrap) return;
  queryClient.setQueryData(meQueryKey, bootstrap.me);
  const { org } = bootstrap;
  if (!org) return;
  const orgId = org.org.id;
  queryClient.setQueryData(orgQueryKey(orgId), org.org);
  queryClient.setQueryData(configQueryKey(orgId), org.config);
  queryClient.setQueryData(orgKey(orgId, 'locations'), org.locations);
}
