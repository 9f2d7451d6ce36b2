-- /metrics counts the outbound messages of the last hour by status, channel and error code
-- (modules/metrics/metrics.ts): this index keeps that a range read at any table size. Appends only
-- (sent_at grows), so it costs an insert little.
CREATE INDEX IF NOT EXISTS "messages_out_sent_at_idx" ON "messages" USING btree ("sent_at") WHERE "messages"."direction" = 'out';
