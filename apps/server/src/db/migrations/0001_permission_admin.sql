CREATE TABLE "organization_administrators" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"organize_id" text NOT NULL,
	"this_layer_select" integer DEFAULT 1 NOT NULL,
	"this_layer_add" integer DEFAULT 0 NOT NULL,
	"this_layer_edit" integer DEFAULT 0 NOT NULL,
	"this_layer_delete" integer DEFAULT 0 NOT NULL,
	"sub_layer_select" integer DEFAULT 0 NOT NULL,
	"sub_layer_add" integer DEFAULT 0 NOT NULL,
	"sub_layer_edit" integer DEFAULT 0 NOT NULL,
	"sub_layer_delete" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "module_schemes" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"condition_json" text DEFAULT '[]' NOT NULL,
	"match_logic" text DEFAULT 'and' NOT NULL,
	"all_data" integer DEFAULT 0 NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_column_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"module_id" text NOT NULL,
	"column_json" text NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "organization_administrators_pair" ON "organization_administrators" USING btree ("user_id","organize_id");--> statement-breakpoint
CREATE INDEX "organization_administrators_organize" ON "organization_administrators" USING btree ("organize_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_schemes_code" ON "module_schemes" USING btree ("module_id","en_code");--> statement-breakpoint
CREATE INDEX "module_schemes_module" ON "module_schemes" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_column_settings_pair" ON "user_column_settings" USING btree ("user_id","module_id");