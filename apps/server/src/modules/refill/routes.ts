import {
  appointmentOffersWire,
  type FreedSlotWire,
  freedSlotsQuery,
  freedSlotWire,
  orgQuery,
  refillSettingsInput,
  refillSettingsWire,
  safeString,
  z,
} from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgActor, orgScoped, professionalResource } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { rowId } from '../catalog/crud-routes.ts';
import { readFreedSlots } from './read-offers.ts';
import { loadRefillSettings, saveRefillSettings } from './refill-settings.ts';
import { stopOffers } from './stop-offers.ts';

const tags = ['refill'];
const params = z.object({ id: safeString().max(64) });

/** What staff see and stop of the refill (docs/api.md#refill), behind the org guard. */
export function refillRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      // A professional sees their own column only (docs/product.md#roles-and-access).
      const mine = (request: Parameters<typeof professionalResource>[0], slots: FreedSlotWire[]) => {
        const own = professionalResource(request);
        return own === undefined ? slots : slots.filter((s) => s.resourceId === own);
      };
      const offersOf = async (request: Parameters<typeof professionalResource>[0], orgId: string, id: string) => {
        const slots = mine(request, await readFreedSlots(db, orgId, { freedBy: id }));
        return { items: slots.flatMap((slot) => slot.offers), slots };
      };
      s.get(
        '/appointments/:id/offers',
        {
          config: { access: 'agenda.read' },
          schema: {
            tags,
            summary: 'Who was offered the time this appointment freed, and what they answered',
            params,
            querystring: orgQuery,
            response: { 200: appointmentOffersWire, ...errorAnswers('read') },
          },
        },
        async (request) => offersOf(request, request.orgId, rowId(request.params.id)),
      );
      s.post(
        '/appointments/:id/offers/stop',
        {
          config: { access: 'agenda.write' },
          schema: {
            tags,
            summary: 'Stop offering the time this appointment freed ("Detener")',
            params,
            querystring: orgQuery,
            response: { 200: appointmentOffersWire, ...errorAnswers('read') },
          },
        },
        async (request) => {
          const id = rowId(request.params.id);
          await stopOffers(db, orgActor(request), id, now());
          return offersOf(request, request.orgId, id);
        },
      );
      s.get(
        '/refill/settings',
        {
          config: { access: 'refill.manage' },
          schema: {
            tags,
            summary: 'The refill of freed slots and automatic no-shows: waves, hold, chain, notice',
            querystring: orgQuery,
            response: { 200: refillSettingsWire, ...errorAnswers('read') },
          },
        },
        async (request) => loadRefillSettings(db, request.orgId),
      );
      s.put(
        '/refill/settings',
        {
          config: { access: 'refill.manage' },
          schema: {
            tags,
            summary: 'Save the refill settings (every field); turning automatic no-shows on applies from now',
            querystring: orgQuery,
            body: refillSettingsInput,
            response: { 200: refillSettingsWire, ...errorAnswers('read') },
          },
        },
        async (request) => saveRefillSettings(db, orgActor(request), request.body, now()),
      );
      s.get(
        '/refill/slots',
        {
          config: { access: 'agenda.read' },
          schema: {
            tags,
            summary: 'Freed slots whose time overlaps the range, with their offers (the agenda’s week)',
            querystring: freedSlotsQuery,
            response: { 200: z.object({ items: z.array(freedSlotWire) }), ...errorAnswers('read') },
          },
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
