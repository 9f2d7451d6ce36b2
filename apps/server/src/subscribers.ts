import { subscribeRefill } from './modules/refill/subscribers.ts';
import { subscribeReminders } from './modules/reminders/subscribers.ts';
import { subscribeReports } from './modules/reports/subscribers.ts';

/**
 * Every subscriber of the server's domain events, in one place (docs/architecture.md#events): the
 * only file that knows who reacts to what. Called by buildApp; registering twice adds nothing.
 */
export function registerSubscribers(): void {
  subscribeReminders();
  subscribeRefill();
  subscribeReports();
}
