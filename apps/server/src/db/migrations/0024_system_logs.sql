CREATE TABLE "system_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"category" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"user_name" text,
	"ip" text,
	"ip_address_name" text,
	"user_agent" text,
	"request_method" text,
	"request_url" text,
	"request_duration" integer,
	"status" integer,
	"login_type" smallint,
	"login_mark" smallint,
	"abstracts" text,
	"module_name" text,
	"action" text,
	"record_id" text,
	"before_json" jsonb,
	"after_json" jsonb,
	"json" text,
	"request_id" text
);
--> statement-breakpoint
CREATE INDEX "system_logs_category_order" ON "system_logs" USING btree ("category","created_at","id");