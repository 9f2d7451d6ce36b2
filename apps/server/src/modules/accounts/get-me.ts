import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, orgs } from '../../db/schema/index.ts';

export async function getMe(db: Db, user: { userId: string; email: string; name: string }) {
  const rows = await db
    .select({ id: orgs.id, name: orgs.name })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(eq(memberships.userId, user.userId))
    .orderBy(asc(memberships.createdAt));
  return { user: { id: user.userId, email: user.email, name: user.name }, orgs: rows };
}
