import { templateApi } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { rowId } from '../catalog/crud-routes.ts';
import type { ChannelService } from '../channel/channel-service.ts';
import { createTemplate } from './create-template.ts';
import { deleteTemplate } from './delete-template.ts';
import { listTemplates } from './list-templates.ts';
import { submitTemplate } from './submit-template.ts';
import { updateTemplate } from './update-template.ts';

const tags = ['templates'];

/** Message templates (docs/api.md#messaging), inside the org guard: request.orgId is the caller's org. */
export function registerTemplateRoutes(
  scoped: FastifyInstance,
  db: Db,
  now: () => Date,
  channel: ChannelService,
): void {
  contractRoute(
    scoped,
    templateApi.list,
    { config: { access: 'templates.read' }, tags, summary: 'The organisation’s message templates, by name' },
    async (request) => ({ items: await listTemplates(db, request.orgId) }),
  );
  contractRoute(
    scoped,
    templateApi.create,
    {
      config: { access: 'templates.write' },
      tags,
      summary: 'Create a template (as a draft); 409 template_name_taken when the name is used',
    },
    async (request) => createTemplate(db, request.orgId, request.body),
  );
  contractRoute(
    scoped,
    templateApi.update,
    {
      config: { access: 'templates.write' },
      tags,
      summary: 'Save a template; any change sets a ready or submitted template back to draft',
    },
    async (request) => updateTemplate(db, request.orgId, rowId(request.params.id), request.body, now()),
  );
  contractRoute(
    scoped,
    templateApi.remove,
    { config: { access: 'templates.write' }, tags, summary: 'Delete a template' },
    async (request) => {
      await deleteTemplate(db, request.orgId, rowId(request.params.id));
      return undefined;
    },
  );
  contractRoute(
    scoped,
    templateApi.submit,
    {
      config: { access: 'templates.write' },
      tags,
      summary:
        'Send a template for approval: to Meta on a WhatsApp channel (submitted), approved at once on the sandbox',
    },
    async (request) => submitTemplate(db, channel, request.orgId, rowId(request.params.id), now()),
  );
}
