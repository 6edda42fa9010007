CREATE TABLE "message_monitors" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"account_name" text,
	"account_code" text,
	"message_type" text NOT NULL,
	"message_source" text,
	"send_time" timestamp with time zone NOT NULL,
	"message_template_id" text,
	"title" text,
	"receive_user" text,
	"content" text,
	"is_success" text DEFAULT '1' NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE INDEX "message_monitors_send_time_idx" ON "message_monitors" USING btree ("send_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "message_monitors_type_idx" ON "message_monitors" USING btree ("message_type","send_time");