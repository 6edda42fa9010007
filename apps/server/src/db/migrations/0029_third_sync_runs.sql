CREATE TABLE "third_sync_runs" (
	"third_type" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
