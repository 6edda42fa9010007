CREATE TABLE "visual_app_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"data" text NOT NULL,
	"created_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visual_app_previews_expires_idx" ON "visual_app_previews" USING btree ("expires_at");