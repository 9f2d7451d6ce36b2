import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

/** Where a job stands: waiting (for its moment, or a retry), done, or failed for good. */
export type JobStatus = 'waiting' | 'done' | 'failed';

/**
 * Durable work apart from any request (docs/architecture.md#jobs): a typed job's name and payload,
 * when it may run, and a lease while an instance runs it (so a killed instance's job is taken again).
 * `key`, when given, makes enqueueing idempotent: one job per (name, key), whatever its status.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    key: text('key'),
    status: text('status').$type<JobStatus>().notNull().default('waiting'),
    runAt: timestamp('run_at', tz).notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', tz),
    lastError: text('last_error'),
    /** The request that enqueued it (its log lines carry the id); null when no request did. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', tz),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('waiting', 'done', 'failed')`),
    uniqueIndex('jobs_key').on(t.name, t.key).where(sql`${t.key} is not null`),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'waiting'`),
  ],
);
