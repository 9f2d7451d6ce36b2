import { agendaAnswer, agendaQuery } from '../schemas/scheduling.ts';
import { defineRoute } from './route.ts';

/**
 * The agenda's read (docs/api.md#scheduling); server: modules/scheduling/agenda-routes.ts. The web
 * app, the app shell's early read and the server's drawing of the agenda all ask it at the path
 * `agendaReadPath` writes (scheduling/agenda-reads.ts), byte for byte, so that an early or drawn
 * answer is adopted under the very request the app makes. Its live stream (GET /api/agenda/stream)
 * is an event stream, not a JSON answer, and stays outside the contract.
 */
export const agendaApi = {
  read: defineRoute({ method: 'GET', path: '/api/agenda', query: agendaQuery, answer: agendaAnswer }),
};
