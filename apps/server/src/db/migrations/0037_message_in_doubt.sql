-- When a queued message's send was left in doubt (its instance died or stalled mid-send, its lease
-- ran out): it is sent again only once every webhook delivery that could carry Meta's status for
-- it has been processed (modules/channel/send/claim-messages.ts). Null for every other message.
ALTER TABLE "messages" ADD COLUMN "in_doubt_since" timestamp with time zone;
