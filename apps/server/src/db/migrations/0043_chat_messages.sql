CREATE TABLE "chat_conversations" (
	"owner_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"latest_message_id" text,
	"latest_time" timestamp with time zone NOT NULL,
	"is_removed" integer DEFAULT 0 NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_owner_id_partner_id_pk" PRIMARY KEY("owner_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"pair_key" text NOT NULL,
	"send_user_id" text NOT NULL,
	"send_time" timestamp with time zone DEFAULT now() NOT NULL,
	"receive_user_id" text NOT NULL,
	"receive_time" timestamp with time zone,
	"content" text NOT NULL,
	"content_type" text NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"file_id" text
);
--> statement-breakpoint
CREATE INDEX "chat_conversations_owner_order" ON "chat_conversations" USING btree ("owner_id","is_removed","latest_time");--> statement-breakpoint
CREATE INDEX "chat_messages_pair_time" ON "chat_messages" USING btree ("pair_key","send_time","id");--> statement-breakpoint
CREATE INDEX "chat_messages_unread" ON "chat_messages" USING btree ("receive_user_id","state","send_user_id","send_time");--> statement-breakpoint
CREATE INDEX "chat_messages_file" ON "chat_messages" USING btree ("file_id");