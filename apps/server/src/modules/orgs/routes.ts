import { createApiKeyInput, initOrgInput, orgWire, renameOrgInput, safeString, z } from '@recepta/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { orgScoped, requireUser } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.ts';
import { initOrg } from './init-org.ts';
import { getOrg, renameOrg } from './org-rows.ts';

const org = orgWire;
const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  scopes: z.array(z.string()),
});
const orgParams = z.object({ id: safeString().max(64) });
const tags = ['organisations'];

export function orgRoutes(deps: { db: Db; auth: Auth; now: () => Date }): FastifyPluginAsyncZod {
  const { db, auth, now } = deps;
  return async (app) => {
    app.post(
      '/catalog/initOrg',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Set up an organisation with its first location; the caller becomes its member',
          body: initOrgInput,
          response: {
            201: z.object({ org, location: z.object({ id: z.string(), name: z.string(), tz: z.string() }) }),
          },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request, db, auth);
        return reply.status(201).send(await initOrg(db, user.userId, request.body, now()));
      },
    );

    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
      const byId = { orgIdFrom: 'params.id' as const };
      const usersOnly = { ...byId, usersOnly: true };

      s.get(
        '/orgs/:id',
        {
          config: { ...byId, access: 'org.read' },
          schema: { tags, summary: 'An organisation', params: orgParams, response: { 200: org } },
        },
        async (request) => getOrg(db, request.orgId),
      );
      s.put(
        '/orgs/:id',
        {
          config: { ...byId, access: 'config.write' },
          schema: {
            tags,
            summary: 'Rename an organisation, or change the currency of its prices',
            params: orgParams,
            body: renameOrgInput,
            response: { 200: org },
          },
        },
        async (request) => renameOrg(db, request.orgId, request.body),
      );
      s.get(
        '/orgs/:id/api-keys',
        {
          config: { ...usersOnly, access: 'apiKeys.manage' },
          schema: {
            tags,
            summary: 'API keys (prefixes only)',
            params: orgParams,
            response: { 200: z.object({ items: z.array(apiKey) }) },
          },
        },
        async (request) => ({ items: await listApiKeys(db, request.orgId) }),
      );
      s.post(
        '/orgs/:id/api-keys',
        {
          config: { ...usersOnly, access: 'apiKeys.manage' },
          schema: {
            tags,
            summary: 'Create an API key; the key is shown in this answer only',
            params: orgParams,
            body: createApiKeyInput,
            response: { 201: apiKey.extend({ key: z.string() }) },
          },
        },
        async (request, reply) => reply.status(201).send(await createApiKey(db, request.orgId, request.body)),
      );
      s.delete(
        '/orgs/:id/api-keys/:keyId',
        {
          config: { ...usersOnly, access: 'apiKeys.manage' },
          schema: { tags, summary: 'Revoke an API key', params: orgParams.extend({ keyId: z.uuid() }) },
        },
        async (request, reply) => {
          await revokeApiKey(db, request.orgId, request.params.keyId);
          return reply.status(204).send();
        },
      );
    });
  };
}
