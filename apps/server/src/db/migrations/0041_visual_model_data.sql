CREATE TABLE "visual_model_data" (
	"id" text PRIMARY KEY NOT NULL,
	"design_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE INDEX "visual_model_data_design_created" ON "visual_model_data" USING btree ("design_id","created_at","id");