CREATE TABLE "dictionary_data" (
	"id" text PRIMARY KEY NOT NULL,
	"dictionary_type_id" text NOT NULL,
	"parent_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"simple_spelling" text,
	"is_default" integer DEFAULT 0 NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "dictionary_types" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text NOT NULL,
	"category" integer DEFAULT 0 NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"is_tree" integer DEFAULT 0 NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_data_type_code" ON "dictionary_data" USING btree ("dictionary_type_id","en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_data_type_name" ON "dictionary_data" USING btree ("dictionary_type_id","full_name");--> statement-breakpoint
CREATE INDEX "dictionary_data_type_parent_sort" ON "dictionary_data" USING btree ("dictionary_type_id","parent_id","sort_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_types_en_code" ON "dictionary_types" USING btree ("en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_types_full_name" ON "dictionary_types" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "dictionary_types_parent_sort" ON "dictionary_types" USING btree ("parent_id","sort_code");