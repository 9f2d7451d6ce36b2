/** The receptionist's corpus played against the in-memory clinic (golden-runner.ts). */
import type { CorpusConversation } from '../../corpus/kit.ts';
import { isOptOut } from '../messaging/intents.ts';
import { type CorpusClinic, type CorpusOutcome, corpusPatientOf, othersBooked } from './corpus-clinic.ts';
import { playCorpusConversation } from './corpus-run.ts';
import { GoldenWorld, newPatient, say, type WorldPatient } from './golden-runner.ts';
import type { AssistantEvent } from './types.ts';
import { confirmsReminder } from './understand.ts';

/**
 * One conversation through the in-memory clinic (golden-runner.ts). `typed` is how the patient's
 * keyboard changes what they write (perturbed-corpus.test.ts); taps are never changed.
 */
export function runCorpusConversation(c: CorpusConversation, typed?: (text: string) => string): Promise<CorpusOutcome> {
  return playCorpusConversation(c, memoryClinic(c), typed);
}

/** The in-memory clinic, with the server's order: SALIR and a reminder's words first, then the reducer. */
function memoryClinic(c: CorpusConversation): CorpusClinic {
  const world = new GoldenWorld();
  for (const spec of othersBooked) world.addAppointment(spec, 'others');
  // A series conversation books a service marked "Se repite".
  if (c.intent === 'series' && c.service) world.recurring.add(c.service);
  const who = corpusPatientOf(c);
  const patient: WorldPatient = newPatient(world, who.knownName, who.appointments);
  for (const service of c.waiting ?? []) world.addWaitEntry(service, patient.customer);
  if (!c.appointments && !c.waiting) patient.name = who.profileName ?? '50688887777';
  let confirmed = false;
  let sent = 0;
  return {
    live: async () =>
      world.live(patient.customer).map((a) => ({
        id: a.id,
        start: a.start,
        service: world.services.find((s) => s.id === a.serviceId)?.name,
        resource: world.resources.find((r) => r.id === a.resourceId)?.name,
      })),
    resourceName: (id) => world.resources.find((r) => r.id === id)?.name,
    serviceName: (id) => world.services.find((s) => s.id === id)?.name,
    waitlist: async () =>
      world.waitlist
        .filter((w) => w.customer === patient.customer)
        .map((w) => ({
          id: w.id,
          service: world.services.find((s) => s.id === w.serviceId)?.name,
          resource: w.resourceId ? world.resources.find((r) => r.id === w.resourceId)?.name : undefined,
          days: w.days,
          fromMin: w.fromMin ?? null,
          toMin: w.toMin ?? null,
          until: w.until,
          appointmentId: w.appointmentId ?? null,
        })),
    async send({ text, buttonId }) {
      sent++;
      if (!buttonId && isOptOut(text)) {
        patient.optedOut = true;
        return [{ text: 'Listo, no te enviaremos más mensajes automáticos.' }];
      }
      if (!buttonId && c.afterReminder && sent === 1 && confirmsReminder(text)) {
        confirmed = true;
        // As the server does: what else the message asks is answered after the confirmation.
        const besides = await say(world, patient, { type: 'message', text, afterConfirm: true });
        return [{ text: '¡Listo! Tu cita quedó confirmada.' }, ...besides];
      }
      const event: AssistantEvent = { type: 'message', text, ...(buttonId ? { buttonId } : {}) };
      return say(world, patient, event);
    },
    patient: async () => ({ state: patient.state, mode: patient.mode, optedOut: patient.optedOut === true, confirmed }),
  };
}
