import { orgApi } from '@recepta/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { orgScoped, requireUser } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.ts';
import { initOrg } from './init-org.ts';
import { getOrg, renameOrg } from './org-rows.ts';

const tags = ['organisations'];

export function orgRoutes(deps: { db: Db; auth: Auth; now: () => Date }): FastifyPluginAsyncZod {
  const { db, auth, now } = deps;
  return async (app) => {
    contractRoute(
      app,
      orgApi.init,
      {
        config: { access: 'signedIn' },
        tags,
        summary: 'Set up an organisation with its first location; the caller becomes its member',
      },
      async (request) => {
        const user = await requireUser(request, db, auth);
        return initOrg(db, user.userId, request.body, now());
      },
    );

    await orgScoped(app, deps, async (scoped) => {
      const byId = { orgIdFrom: 'params.id' as const };
      const usersOnly = { ...byId, usersOnly: true };

      contractRoute(
        scoped,
        orgApi.get,
        { config: { ...byId, access: 'org.read' }, tags, summary: 'An organisation' },
        async (request) => getOrg(db, request.orgId),
      );
      contractRoute(
        scoped,
        orgApi.rename,
        {
          config: { ...byId, access: 'config.write' },
          tags,
          summary: 'Rename an organisation, or change the currency of its prices',
        },
        async (request) => renameOrg(db, request.orgId, request.body),
      );
      contractRoute(
        scoped,
        orgApi.apiKeys,
        { config: { ...usersOnly, access: 'apiKeys.manage' }, tags, summary: 'API keys (prefixes only)' },
        async (request) => ({ items: await listApiKeys(db, request.orgId) }),
      );
      contractRoute(
        scoped,
        orgApi.createApiKey,
        {
          config: { ...usersOnly, access: 'apiKeys.manage' },
          tags,
          summary: 'Create an API key; the key is shown in this answer only',
        },
        async (request) => createApiKey(db, request.orgId, request.body),
      );
      contractRoute(
        scoped,
        orgApi.revokeApiKey,
        { config: { ...usersOnly, access: 'apiKeys.manage' }, tags, summary: 'Revoke an API key' },
        async (request) => {
          await revokeApiKey(db, request.orgId, request.params.keyId);
          return undefined;
        },
      );
    });
  };
}
