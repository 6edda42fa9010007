CREATE TABLE "data_sync_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_id" text,
	"from_link_id" text NOT NULL,
	"to_link_id" text NOT NULL,
	"from_table" text NOT NULL,
	"to_table" text NOT NULL,
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"copied" integer DEFAULT 0 NOT NULL,
	"key_column" text NOT NULL,
	"last_key" text,
	"field_map" text NOT NULL,
	"batch_size" integer NOT NULL,
	"is_target_created" boolean DEFAULT false NOT NULL,
	"error_text" text,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE INDEX "data_sync_jobs_created" ON "data_sync_jobs" USING btree ("created_at");
