-- The drawer lists a receiver's unread (or read) messages by release time: an index on the read state
-- followed by the order's keys walks that list in order. It also serves everything the old
-- (user_id, is_read) index did (unread counts), which it replaces.
DROP INDEX "message_receivers_user";--> statement-breakpoint
CREATE INDEX "message_receivers_user_read_order" ON "message_receivers" USING btree ("user_id","is_read","release_time","message_id");
