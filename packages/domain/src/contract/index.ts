import { accountApi } from './accounts.ts';
import { agendaApi } from './agenda.ts';
import { auditApi } from './audit.ts';
import { bookingPageApi, publicBookingApi } from './booking-page.ts';
import { calendarFeedApi } from './calendar-feeds.ts';
import { campaignApi } from './campaigns.ts';
import { blockApi, locationApi, resourceApi, serviceApi } from './catalog.ts';
import { channelApi } from './channel.ts';
import { configApi } from './config.ts';
import { conversationApi } from './conversations.ts';
import { customerApi } from './customers.ts';
import { demoApi } from './demo.ts';
import { importApi } from './imports.ts';
import { orgApi } from './orgs.ts';
import { privacyApi } from './privacy.ts';
import { refillApi } from './refill.ts';
import { reminderApi } from './reminders.ts';
import { reportApi } from './reports.ts';
import type { RouteDef } from './route.ts';
import { schedulingApi } from './scheduling.ts';
import { seriesApi } from './series.ts';
import { teamApi } from './team.ts';
import { templateApi } from './templates.ts';
import { todayApi } from './today.ts';
import { waitlistApi } from './waitlist.ts';

export * from './accounts.ts';
export * from './agenda.ts';
export * from './audit.ts';
export * from './booking-page.ts';
export * from './calendar-feeds.ts';
export * from './campaigns.ts';
export * from './catalog.ts';
export * from './catalog-routes.ts';
export * from './channel.ts';
export * from './config.ts';
export * from './conversations.ts';
export * from './customers.ts';
export * from './demo.ts';
export * from './imports.ts';
export * from './orgs.ts';
export * from './privacy.ts';
export * from './refill.ts';
export * from './reminders.ts';
export * from './reports.ts';
export * from './scheduling.ts';
export * from './series.ts';
export * from './team.ts';
export * from './templates.ts';
export * from './today.ts';
export * from './waitlist.ts';

/**
 * The route contract by feature (docs/architecture.md#the-route-contract). A route here is
 * registered by the server through it (http/contract-route.ts) and called by the web app through
 * it (api/client.ts callApi); apps/server/test/contract.test.ts fails when the two disagree.
 */
export const contract = {
  account: accountApi,
  agenda: agendaApi,
  audit: auditApi,
  block: blockApi,
  bookingPage: bookingPageApi,
  calendarFeed: calendarFeedApi,
  campaign: campaignApi,
  channel: channelApi,
  config: configApi,
  conversation: conversationApi,
  customer: customerApi,
  demo: demoApi,
  import: importApi,
  location: locationApi,
  org: orgApi,
  publicBooking: publicBookingApi,
  privacy: privacyApi,
  refill: refillApi,
  reminder: reminderApi,
  report: reportApi,
  resource: resourceApi,
  scheduling: schedulingApi,
  series: seriesApi,
  service: serviceApi,
  team: teamApi,
  template: templateApi,
  today: todayApi,
  waitlist: waitlistApi,
} satisfies Record<string, Record<string, RouteDef>>;

/** Every route of the contract, for the test that compares it with what the server registers. */
export const contractRoutes: RouteDef[] = Object.values(contract).flatMap((feature) => Object.values(feature));
