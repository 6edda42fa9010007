CREATE TABLE "common_words" (
	"id" text PRIMARY KEY NOT NULL,
	"common_words_text" text NOT NULL,
	"common_words_type" integer DEFAULT 0 NOT NULL,
	"system_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE INDEX "common_words_type_sort" ON "common_words" USING btree ("common_words_type","sort_code");