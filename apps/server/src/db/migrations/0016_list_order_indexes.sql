-- A receiver's message list is ordered by release time: the time is copied onto each receiver row, so
-- the receiver's index walks the order and stops at the page instead of sorting every message they
-- ever got. Existing rows take their message's time.
ALTER TABLE "message_receivers" ADD COLUMN "release_time" timestamp with time zone;--> statement-breakpoint
UPDATE "message_receivers" r SET "release_time" = m."release_time" FROM "messages" m WHERE m."id" = r."message_id";--> statement-breakpoint
UPDATE "message_receivers" SET "release_time" = now() WHERE "release_time" IS NULL;--> statement-breakpoint
ALTER TABLE "message_receivers" ALTER COLUMN "release_time" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "message_receivers_user_order" ON "message_receivers" USING btree ("user_id","release_time","message_id");--> statement-breakpoint
-- The online-user list: sessions not ended, most recently active first (DESC as the query spells it;
-- the column is never null). Ended sessions stay as history and are not in this index.
CREATE INDEX "sessions_live_order" ON "sessions" USING btree ("last_seen_at" DESC,"id" DESC) WHERE "sessions"."revoked_at" is null;
