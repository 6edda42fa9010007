CREATE TABLE "visual_designs" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"web_type" integer DEFAULT 2 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"db_link_id" text DEFAULT '0' NOT NULL,
	"tables" text DEFAULT '[]' NOT NULL,
	"form_data" text,
	"column_data" text,
	"app_column_data" text,
	"flow_template_json" text,
	"enable_flow" integer DEFAULT 0 NOT NULL,
	"interface_id" text,
	"interface_param" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "visual_designs_en_code" ON "visual_designs" USING btree ("en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "visual_designs_full_name" ON "visual_designs" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "visual_designs_type_category_sort" ON "visual_designs" USING btree ("type","category","sort_code");--> statement-breakpoint
CREATE INDEX "visual_designs_type_sort" ON "visual_designs" USING btree ("type","sort_code","created_at");