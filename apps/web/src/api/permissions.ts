import { type Action, roleCan } from '@recepta/domain';
import { useCurrentOrgOrNull } from './use-current-org.ts';

/**
 * What the signed-in person may do in the current organisation, from the same table the server
 * checks (packages/domain permissions.ts): the panel hides what a role cannot use (menu entries,
 * price columns, buttons). The server refuses it anyway (403 forbidden).
 */
export function useCan(): (action: Action) => boolean {
  const role = useCurrentOrgOrNull()?.role;
  // Before roles, the only member of an organisation was its owner.
  return (action) => roleCan(role ?? 'owner', action);
}

/** The cookie the server reads to list the chosen organisation first (apps/server http/chosen-org.ts). */
const CHOSEN_ORG_COOKIE = 'recepta_org';

/** Switches the panel to another of the person's organisations: remembered a year, the panel starts over in it. */
export function chooseOrg(orgId: string): void {
  chooseOrgCookie(orgId);
  // A full load: every cached answer, stream and feed of the previous organisation is left behind.
  window.location.assign('/admin/today');
}

/** Remembers the organisation to work in (the server lists it first in /api/me). */
export function chooseOrgCookie(orgId: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads; the Cookie Store API is not in every supported browser.
  document.cookie = `${CHOSEN_ORG_COOKIE}=${encodeURIComponent(orgId)}; path=/; max-age=31536000; samesite=lax`;
}
