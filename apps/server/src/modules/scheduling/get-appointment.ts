import { type AppointmentWire, DomainError } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { loadWire } from './appointment-wire.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /appointments/:id (the agenda's ?apptId= may name one outside the week shown). */
export async function getAppointment(db: Db, orgId: string, id: string): Promise<AppointmentWire> {
  // An id that is not a UUID cannot exist: 404, like an id of another organisation.
  const wire = UUID.test(id) ? await loadWire(db, orgId, id) : undefined;
  if (!wire) throw new DomainError('not_found', { field: 'id' }, 'Cita no encontrada');
  return wire;
}
