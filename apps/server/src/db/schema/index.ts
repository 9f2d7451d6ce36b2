// The whole schema, for Drizzle's typed queries and for drizzle-kit (migrations are generated from it).
export * from './auth.ts';
export * from './booking-page.ts';
export * from './calendar-feeds.ts';
export * from './catalog.ts';
export * from './demo.ts';
export * from './jobs.ts';
export * from './members.ts';
export * from './messaging.ts';
export * from './orgs.ts';
export * from './privacy.ts';
export * from './refill.ts';
export * from './scheduled.ts';
export * from './scheduling.ts';
export * from './system.ts';
