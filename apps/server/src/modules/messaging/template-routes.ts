import { safeString, templateInput, z } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { rowId } from '../catalog/crud-routes.ts';
import type { ChannelService } from '../channel/channel-service.ts';
import { createTemplate } from './create-template.ts';
import { deleteTemplate } from './delete-template.ts';
import { listTemplates } from './list-templates.ts';
import { submitTemplate } from './submit-template.ts';
import { templateWire } from './template-rows.ts';
import { updateTemplate } from './update-template.ts';

const tags = ['templates'];
const querystring = z.object({ orgId: safeString().max(64).optional() });
const params = z.object({ id: safeString().max(64) });

/** Message templates (docs/api.md#messaging), inside the org guard: request.orgId is the caller's org. */
export function registerTemplateRoutes(
  scoped: FastifyInstance,
  db: Db,
  now: () => Date,
  channel: ChannelService,
): void {
  const s = scoped.withTypeProvider<ZodTypeProvider>();
  s.get(
    '/templates',
    {
      config: { access: 'templates.read' },
      schema: {
        tags,
        summary: 'The organisation’s message templates, by name',
        querystring,
        response: { 200: z.object({ items: z.array(templateWire) }) },
      },
    },
    async (request) => ({ items: await listTemplates(db, request.orgId) }),
  );
  s.post(
    '/templates',
    {
      config: { access: 'templates.write' },
      schema: {
        tags,
        summary: 'Create a template (as a draft); 409 template_name_taken when the name is used',
        querystring,
        body: templateInput,
        response: { 201: templateWire },
      },
    },
    async (request, reply) => reply.status(201).send(await createTemplate(db, request.orgId, request.body)),
  );
  s.put(
    '/templates/:id',
    {
      config: { access: 'templates.write' },
      schema: {
        tags,
        summary: 'Save a template; any change sets a ready or submitted template back to draft',
        params,
        querystring,
        body: templateInput,
        response: { 200: templateWire },
      },
    },
    async (request) => updateTemplate(db, request.orgId, rowId(request.params.id), request.body, now()),
  );
  s.delete(
    '/templates/:id',
    { config: { access: 'templates.write' }, schema: { tags, summary: 'Delete a template', params, querystring } },
    async (request, reply) => {
      await deleteTemplate(db, request.orgId, rowId(request.params.id));
      return reply.status(204).send();
    },
  );
  s.post(
    '/templates/:id/submit',
    {
      config: { access: 'templates.write' },
      schema: {
        tags,
        summary:
          'Send a template for approval: to Meta on a WhatsApp channel (submitted), approved at once on the sandbox',
        params,
        querystring,
        response: { 200: templateWire },
      },
    },
    async (request) => submitTemplate(db, channel, request.orgId, rowId(request.params.id), now()),
  );
}
