import { randomBytes } from 'node:crypto';
import { type CreateApiKeyInput, DomainError } from '@recepta/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { hashApiKey } from '../../http/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  scopes: apiKeys.scopes,
};

/** A new key: 'rk_' and 32 random bytes. Only its SHA-256 is stored; the caller sees the key this once. */
export async function createApiKey(db: Db, orgId: string, input: CreateApiKeyInput) {
  const key = `rk_${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        orgId,
        name: input.name,
        prefix: key.slice(0, 10),
        keyHash: hashApiKey(key),
        scopes: input.scopes ?? ['admin'],
      })
      .returning(listed);
    await recordAudit(tx, {
      orgId,
      action: 'api_key.created',
      target: { kind: 'api_key', id: row!.id },
      changes: { name: { after: input.name }, scopes: { after: row!.scopes } },
    });
    return { ...row!, key };
  });
}

export async function listApiKeys(db: Db, orgId: string) {
  return db
    .select(listed)
    .from(apiKeys)
    .where(and(eq(apiKeys.orgId, orgId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

/** Revoked keys fail from the next call on: every call looks its key up. */
export async function revokeApiKey(db: Db, orgId: string, keyId: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.orgId, orgId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (!row) throw new DomainError('not_found');
    await recordAudit(tx, { orgId, action: 'api_key.revoked', target: { kind: 'api_key', id: keyId } });
  });
}
