CREATE TABLE "third_sync_records" (
	"id" text PRIMARY KEY NOT NULL,
	"third_type" text NOT NULL,
	"data_type" text NOT NULL,
	"sys_obj_id" text NOT NULL,
	"third_obj_id" text,
	"is_success" boolean NOT NULL,
	"error_text" text,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "third_sync_records_object" ON "third_sync_records" USING btree ("third_type","data_type","sys_obj_id");--> statement-breakpoint
CREATE INDEX "third_sync_records_synced" ON "third_sync_records" USING btree ("third_type","data_type","synced_at");