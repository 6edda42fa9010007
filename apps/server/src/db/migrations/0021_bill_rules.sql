CREATE TABLE "bill_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text NOT NULL,
	"prefix" text NOT NULL,
	"date_format" text NOT NULL,
	"digit" integer NOT NULL,
	"start_number" text NOT NULL,
	"example" text NOT NULL,
	"this_number" integer,
	"number_date" text,
	"output_number" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bill_rules_en_code" ON "bill_rules" USING btree ("en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_rules_full_name" ON "bill_rules" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "bill_rules_category_sort" ON "bill_rules" USING btree ("category","sort_code");--> statement-breakpoint
CREATE INDEX "bill_rules_sort" ON "bill_rules" USING btree ("sort_code","created_at");