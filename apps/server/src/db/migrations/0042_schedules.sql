CREATE TABLE "schedule_users" (
	"schedule_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type" integer NOT NULL,
	CONSTRAINT "schedule_users_schedule_id_user_id_pk" PRIMARY KEY("schedule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"category" text,
	"urgent" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"all_day" integer DEFAULT 0 NOT NULL,
	"start_day" timestamp with time zone NOT NULL,
	"start_time" text NOT NULL,
	"end_day" timestamp with time zone NOT NULL,
	"end_time" text NOT NULL,
	"duration" integer DEFAULT -1 NOT NULL,
	"color" text,
	"reminder_time" integer DEFAULT -2 NOT NULL,
	"reminder_type" integer DEFAULT 1 NOT NULL,
	"send_config_id" text,
	"send_config_name" text,
	"repetition" integer DEFAULT 1 NOT NULL,
	"repeat_time" timestamp with time zone,
	"push_time" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"files" text,
	"creator_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "schedule_users_user" ON "schedule_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "schedules_group_start" ON "schedules" USING btree ("group_id","start_day");--> statement-breakpoint
CREATE INDEX "schedules_creator_start" ON "schedules" USING btree ("creator_user_id","start_day");--> statement-breakpoint
CREATE INDEX "schedules_push_due" ON "schedules" USING btree ("push_time") WHERE reminded_at IS NULL;