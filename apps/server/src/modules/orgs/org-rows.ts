import { DomainError, type RenameOrgInput } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';

const columns = { id: orgs.id, name: orgs.name };

export async function getOrg(db: Db, orgId: string) {
  const [org] = await db.select(columns).from(orgs).where(eq(orgs.id, orgId));
  if (!org) throw new DomainError('not_found');
  return org;
}

export async function renameOrg(db: Db, orgId: string, input: RenameOrgInput) {
  const [org] = await db
    .update(orgs)
    .set({ name: input.name, updatedAt: new Date() })
    .where(eq(orgs.id, orgId))
    .returning(columns);
  if (!org) throw new DomainError('not_found');
  return org;
}
