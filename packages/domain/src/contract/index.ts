import { accountApi } from './accounts.ts';
import { auditApi } from './audit.ts';
import { calendarFeedApi } from './calendar-feeds.ts';
import { campaignApi } from './campaigns.ts';
import { channelApi } from './channel.ts';
import { customerApi } from './customers.ts';
import { orgApi } from './orgs.ts';
import { reportApi } from './reports.ts';
import type { RouteDef } from './route.ts';
import { schedulingApi } from './scheduling.ts';
import { teamApi } from './team.ts';
import { templateApi } from './templates.ts';
import { todayApi } from './today.ts';

export { customerHistoryWire } from './customers.ts';
export { invitationWithUrl } from './team.ts';
export {
  accountApi,
  auditApi,
  calendarFeedApi,
  campaignApi,
  channelApi,
  customerApi,
  orgApi,
  reportApi,
  schedulingApi,
  teamApi,
  templateApi,
  todayApi,
};

/**
 * The route contract by feature (docs/architecture.md#the-route-contract). A route here is
 * registered by the server through it and called by the web app through it; contract.test.ts in
 * the server fails when the two disagree.
 */
export const contract = {
  account: accountApi,
  audit: auditApi,
  calendarFeed: calendarFeedApi,
  campaign: campaignApi,
  channel: channelApi,
  customer: customerApi,
  org: orgApi,
  report: reportApi,
  scheduling: schedulingApi,
  team: teamApi,
  template: templateApi,
  today: todayApi,
} satisfies Record<string, Record<string, RouteDef>>;

/** Every route of the contract, for the test that compares it with what the server registers. */
export const contractRoutes: RouteDef[] = Object.values(contract).flatMap((feature) => Object.values(feature));
