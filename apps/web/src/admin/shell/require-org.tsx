import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Me } from '../../api/me.ts';
import { ORG_SETUP_PATH, type OrgRequiredState } from '../../api/use-current-org.ts';

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Every admin screen works on an organisation (useCurrentOrg), so until the user has one, each of
 * them gives way to the setup screen. Checked before the shell mounts: the redirect is not a
 * navigation of the user's, so it must not count as one (the sidebar closes after navigations).
 */
export function RequireOrg({ me, children }: { me: Me; children: ReactNode }) {
  const path = trimSlash(useLocation().pathname);
  if (me.orgs.length > 0 || path === ORG_SETUP_PATH) return children;
  // The bare /admin is where everyone lands after sign-in: no explanation needed there.
  const state: OrgRequiredState = { orgRequired: path !== '/admin' };
  return <Navigate to={ORG_SETUP_PATH} replace state={state} />;
}
