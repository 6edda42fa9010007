CREATE TABLE "data_backups" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_id" text,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"tables_done" integer DEFAULT 0 NOT NULL,
	"tables_total" integer DEFAULT 0 NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"error_text" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "data_backups_created" ON "data_backups" USING btree ("created_at");