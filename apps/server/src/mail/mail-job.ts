import { z } from 'zod';
import { defineJob, exponentialBackoff, jobType } from '../jobs/define-job.ts';
import type { Mail, Mailer } from './mailer.ts';

/** A mail as enqueued: everything the mailer sends, rendered when it was enqueued. */
export const mailJobType = jobType<Mail>(
  'mail',
  z.object({
    to: z.string().min(1),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    link: z.string().optional(),
  }),
);

/** A refused or unreachable SMTP server is tried again ten minutes later, then less often (about five hours in all). */
const MAIL_RETRY = exponentialBackoff(6, 10 * 60_000);

/**
 * Sends one enqueued mail over the server's mailer (SMTP, or the outbox folder), outside any
 * transaction. A mail whose instance dies mid-send may go twice; one that fails is retried alone.
 */
export function mailJob(mailer: Mailer) {
  return defineJob(mailJobType, {
    retry: MAIL_RETRY,
    run: (mail) => mailer.send(mail),
  });
}
