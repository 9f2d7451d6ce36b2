import { accountApi } from './accounts.ts';
import { channelApi } from './channel.ts';
import { customerApi } from './customers.ts';
import { orgApi } from './orgs.ts';
import type { RouteDef } from './route.ts';
import { schedulingApi } from './scheduling.ts';
import { todayApi } from './today.ts';

export { customerHistoryWire } from './customers.ts';
export { accountApi, channelApi, customerApi, orgApi, schedulingApi, todayApi };

/**
 * The route contract by feature (docs/architecture.md#the-route-contract). A route here is
 * registered by the server through it and called by the web app through it; contract.test.ts in
 * the server fails when the two disagree.
 */
export const contract = {
  account: accountApi,
  channel: channelApi,
  customer: customerApi,
  org: orgApi,
  scheduling: schedulingApi,
  today: todayApi,
} satisfies Record<string, Record<string, RouteDef>>;

/** Every route of the contract, for the test that compares it with what the server registers. */
export const contractRoutes: RouteDef[] = Object.values(contract).flatMap((feature) => Object.values(feature));
