import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, orgs } from '../../db/schema/index.ts';

/**
 * The person and their organisations, oldest membership first, except the one they chose in the
 * shell's switcher (http/chosen-org.ts), which comes first: the panel works on the first.
 */
export async function getMe(db: Db, user: { userId: string; email: string; name: string }, chosenOrgId?: string) {
  const rows = await db
    .select({ id: orgs.id, name: orgs.name, role: memberships.role, resourceId: memberships.resourceId })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(eq(memberships.userId, user.userId))
    .orderBy(asc(memberships.createdAt));
  const chosen = rows.find((row) => row.id === chosenOrgId);
  const list = chosen ? [chosen, ...rows.filter((row) => row !== chosen)] : rows;
  return { user: { id: user.userId, email: user.email, name: user.name }, orgs: list };
}
