import type { BootstrapOf, Config } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { getMe } from '../accounts/get-me.ts';
import { configOut, readConfig } from '../catalog/config.ts';
import { listLocations } from '../catalog/locations.ts';
import { getOrg } from '../orgs/org-rows.ts';

/**
 * What every admin screen needs before it can draw anything, inlined into the app shell of a
 * signed-in page load (docs/architecture.md#loading-the-admin-panel): the answers of GET /api/me
 * and, for the organisation the panel works on (the one chosen, else the first), GET /api/orgs/{id}, /api/config and
 * /api/locations, in the same shapes, so the browser seeds its query cache with them. The shape is
 * the domain's (first-paint/page.ts), which the browser reads too.
 */
export type Bootstrap = BootstrapOf<'handler'>;

export async function readBootstrap(
  db: Db,
  user: { userId: string; email: string; name: string },
  /** The organisation the person chose in the shell (the recepta_org cookie), when they belong to it. */
  chosenOrgId?: string | undefined,
): Promise<Bootstrap> {
  const me = await getMe(db, user, chosenOrgId);
  const first = me.orgs[0];
  if (!first) return { me, org: null };
  const [org, config, locations] = await Promise.all([
    getOrg(db, first.id),
    readConfig(db, first.id).then((c: Config) => configOut(c)),
    listLocations(db, first.id),
  ]);
  return { me, org: { org, config, locations } };
}
