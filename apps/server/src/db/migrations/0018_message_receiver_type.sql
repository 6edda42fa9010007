-- The bell counts a receiver's unread messages per type: the type is copied onto each receiver row (as
-- the release time is), so the counts read one index range per type of this table alone. Existing rows
-- take their message's type.
ALTER TABLE "message_receivers" ADD COLUMN "type" integer;--> statement-breakpoint
UPDATE "message_receivers" r SET "type" = m."type" FROM "messages" m WHERE m."id" = r."message_id";--> statement-breakpoint
UPDATE "message_receivers" SET "type" = 1 WHERE "type" IS NULL;--> statement-breakpoint
ALTER TABLE "message_receivers" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "message_receivers_user_read_type" ON "message_receivers" USING btree ("user_id","is_read","type");
