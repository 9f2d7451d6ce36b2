import { orgQuery } from '../schemas/building-blocks.ts';
import {
  appointmentOffersWire,
  freedSlotsQuery,
  freedSlotWire,
  refillSettingsInput,
  refillSettingsWire,
} from '../schemas/refill.ts';
import { catalogRowParams, itemsOf } from './catalog-routes.ts';
import { defineRoute } from './route.ts';

/**
 * The refill of freed slots as staff see it (docs/api.md#refill): an appointment's offers and
 * "Detener", the week's freed slots, the settings; server: modules/refill/routes.ts.
 */
export const refillApi = {
  offers: defineRoute({
    method: 'GET',
    path: '/api/appointments/:id/offers',
    params: catalogRowParams,
    query: orgQuery,
    answer: appointmentOffersWire,
  }),
  stopOffers: defineRoute({
    method: 'POST',
    path: '/api/appointments/:id/offers/stop',
    params: catalogRowParams,
    query: orgQuery,
    answer: appointmentOffersWire,
  }),
  slots: defineRoute({
    method: 'GET',
    path: '/api/refill/slots',
    query: freedSlotsQuery,
    answer: itemsOf(freedSlotWire),
  }),
  settings: defineRoute({ method: 'GET', path: '/api/refill/settings', query: orgQuery, answer: refillSettingsWire }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/refill/settings',
    query: orgQuery,
    body: refillSettingsInput,
    answer: refillSettingsWire,
  }),
};
