import type { FastifyInstance } from 'fastify';

/**
 * One round of each instance's job runner and dispatcher at its clock, and everything they started:
 * due plans become queued messages (the runner), which are then sent (the channel).
 */
export async function runDue(...apps: FastifyInstance[]): Promise<void> {
  for (const app of apps) app.jobs.kick();
  await Promise.all(apps.map((app) => app.jobs.idle()));
  for (const app of apps) app.channel.dispatcher.kick();
  await Promise.all(apps.map((app) => app.channel.idle()));
}
