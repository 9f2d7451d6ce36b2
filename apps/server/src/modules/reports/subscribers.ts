import { subscribe } from '../../events/bus.ts';
import { planWeeklyReports } from './plan-weekly-reports.ts';

/** A new organisation gets its first weekly report planned (docs/product.md#weekly-report). */
export function subscribeReports(): void {
  subscribe('org.created', 'reports.plan-weekly', async (tx, e) => {
    await planWeeklyReports(tx, new Date(e.at), [e.orgId]);
  });
}
