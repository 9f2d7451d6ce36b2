import { holdsSlot } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configs } from '../../db/schema/index.ts';
import { subscribe } from '../../events/bus.ts';
import { cancelAppointmentReminders, planAppointmentReminders, replanOrgReminders } from './plan-reminders.ts';

async function frequenciesOf(tx: Db, orgId: string): Promise<number[]> {
  const [row] = await tx.select({ f: configs.reminderFrequencies }).from(configs).where(eq(configs.orgId, orgId));
  return row?.f ?? [];
}

/**
 * Reminders follow the agenda (docs/product.md#reminders): a booked appointment gets its reminders,
 * a moved one has them planned again for its new moment, a cancelled or no-show one loses those
 * still to go, and new frequencies in Configuración plan every future appointment again.
 */
export function subscribeReminders(): void {
  subscribe('appointment.booked', 'reminders.plan', async (tx, e) => {
    const appt = { id: e.appointmentId, customerId: e.customerId, startsAt: new Date(e.startsAt) };
    await planAppointmentReminders(tx, e.orgId, [appt], await frequenciesOf(tx, e.orgId), new Date(e.at), {
      fresh: true,
    });
  });
  subscribe('appointment.moved', 'reminders.plan', async (tx, e) => {
    const appt = { id: e.appointmentId, customerId: e.customerId, startsAt: new Date(e.startsAt) };
    await planAppointmentReminders(tx, e.orgId, [appt], await frequenciesOf(tx, e.orgId), new Date(e.at));
  });
  subscribe('appointment.cancelled', 'reminders.cancel', (tx, e) =>
    cancelAppointmentReminders(tx, e.appointmentId, new Date(e.at)),
  );
  subscribe('appointment.status_changed', 'reminders.cancel', async (tx, e) => {
    if (!holdsSlot(e.after)) await cancelAppointmentReminders(tx, e.appointmentId, new Date(e.at));
  });
  subscribe('catalog.changed', 'reminders.replan', async (tx, e) => {
    if (!e.changed.includes('reminderFrequencies')) return;
    await replanOrgReminders(tx, e.orgId, await frequenciesOf(tx, e.orgId), new Date(e.at));
  });
}
