CREATE TABLE "visual_design_links" (
	"id" text PRIMARY KEY NOT NULL,
	"short_link" text,
	"form_use" integer DEFAULT 0 NOT NULL,
	"form_link" text,
	"form_pass_use" integer DEFAULT 0 NOT NULL,
	"form_password" text,
	"column_use" integer DEFAULT 0 NOT NULL,
	"column_link" text,
	"column_pass_use" integer DEFAULT 0 NOT NULL,
	"column_password" text,
	"column_condition" text,
	"column_text" text,
	"real_pc_link" text,
	"real_app_link" text,
	"user_id" text,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "visual_design_links" ADD CONSTRAINT "visual_design_links_id_visual_designs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."visual_designs"("id") ON DELETE cascade ON UPDATE no action;