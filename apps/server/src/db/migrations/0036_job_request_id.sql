-- The id of the request that enqueued a job (docs/deploy.md#logs): the job's log lines carry it, so
-- one id follows a request into the work it caused. Null for jobs no request caused (timers).
ALTER TABLE "jobs" ADD COLUMN "request_id" text;
