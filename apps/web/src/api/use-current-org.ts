import { type MeOrg, useMe } from './me.ts';

/** Where a signed-in user without an organisation is sent (docs/product.md#roles-and-access: admin/{product}). */
export const ORG_SETUP_PATH = '/admin/recepta';

/** Navigation state the setup screen reads to explain why the user was sent there. */
export interface OrgRequiredState {
  orgRequired: boolean;
}

/**
 * The organisation every admin screen works on: the first of the user's organisations (Recepta
 * keeps no other choice). The admin shell renders its screens only once /api/me has answered with
 * at least one organisation, so any screen under it can call this and get `{ id, name }`.
 */
export function useCurrentOrg(): MeOrg {
  const org = useMe().data?.orgs[0];
  if (!org) {
    throw new Error('useCurrentOrg() is for screens under the admin shell, which waits for an organisation');
  }
  return org;
}

/** The same, for the one screen that also works without an organisation (the setup screen). */
export function useCurrentOrgOrNull(): MeOrg | null {
  return useMe().data?.orgs[0] ?? null;
}
