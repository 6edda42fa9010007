CREATE TABLE "notices" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body_text" text,
	"excerpt" text,
	"files" text,
	"to_user_ids" text DEFAULT '' NOT NULL,
	"category" text,
	"cover_image" text,
	"expiration_time" timestamp with time zone,
	"release_user_id" text,
	"release_time" timestamp with time zone,
	"message_id" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE INDEX "notices_created_order" ON "notices" USING btree ("created_at","id");