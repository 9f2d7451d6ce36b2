import { type FreedSlotWire, refillApi } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { orgActor, orgScoped, professionalResource } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { rowId } from '../catalog/crud-routes.ts';
import { readFreedSlots } from './read-offers.ts';
import { loadRefillSettings, saveRefillSettings } from './refill-settings.ts';
import { stopOffers } from './stop-offers.ts';

const tags = ['refill'];

/** What staff see and stop of the refill (docs/api.md#refill), behind the org guard. */
export function refillRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      // A professional sees their own column only (docs/product.md#roles-and-access).
      const mine = (request: Parameters<typeof professionalResource>[0], slots: FreedSlotWire[]) => {
        const own = professionalResource(request);
        return own === undefined ? slots : slots.filter((s) => s.resourceId === own);
      };
      const offersOf = async (request: Parameters<typeof professionalResource>[0], orgId: string, id: string) => {
        const slots = mine(request, await readFreedSlots(db, orgId, { freedBy: id }));
        return { items: slots.flatMap((slot) => slot.offers), slots };
      };
      contractRoute(
        scoped,
        refillApi.offers,
        {
          config: { access: 'agenda.read' },
          tags,
          summary: 'Who was offered the time this appointment freed, and what they answered',
          errors: 'read',
        },
        async (request) => offersOf(request, request.orgId, rowId(request.params.id)),
      );
      contractRoute(
        scoped,
        refillApi.stopOffers,
        {
          config: { access: 'agenda.write' },
          tags,
          summary: 'Stop offering the time this appointment freed ("Detener")',
          errors: 'read',
        },
        async (request) => {
          const id = rowId(request.params.id);
          await stopOffers(db, orgActor(request), id, now());
          return offersOf(request, request.orgId, id);
        },
      );
      contractRoute(
        scoped,
        refillApi.settings,
        {
          config: { access: 'refill.manage' },
          tags,
          summary: 'The refill of freed slots and automatic no-shows: waves, hold, chain, notice',
          errors: 'read',
        },
        async (request) => loadRefillSettings(db, request.orgId),
      );
      contractRoute(
        scoped,
        refillApi.saveSettings,
        {
          config: { access: 'refill.manage' },
          tags,
          summary: 'Save the refill settings (every field); turning automatic no-shows on applies from now',
          errors: 'read',
        },
        async (request) => saveRefillSettings(db, orgActor(request), request.body, now()),
      );
      contractRoute(
        scoped,
        refillApi.slots,
        {
          config: { access: 'agenda.read' },
          tags,
          summary: 'Freed slots whose time overlaps the range, with their offers (the agenda’s week)',
          errors: 'read',
        },
        async (request) => ({
          items: mine(
            request,
            await readFreedSlots(db, request.orgId, {
              from: new Date(request.query.from),
              to: new Date(request.query.to),
            }),
          ),
        }),
      );
    });
  };
}
