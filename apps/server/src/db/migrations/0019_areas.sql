CREATE TABLE "areas" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "areas_en_code" ON "areas" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "areas_parent_sort" ON "areas" USING btree ("parent_id","sort_code","en_code");