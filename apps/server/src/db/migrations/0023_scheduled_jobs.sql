CREATE TABLE "schedule_task_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_ms" integer,
	"run_result" integer NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "schedule_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"execute_type" text NOT NULL,
	"execute_content" text NOT NULL,
	"cron" text NOT NULL,
	"description" text,
	"run_count" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_run_result" integer,
	"next_run_at" timestamp with time zone,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "schedule_task_logs" ADD CONSTRAINT "schedule_task_logs_task_id_schedule_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."schedule_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_task_logs_task_idx" ON "schedule_task_logs" USING btree ("task_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_tasks_en_code_key" ON "schedule_tasks" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "schedule_tasks_due_idx" ON "schedule_tasks" USING btree ("next_run_at");