CREATE TABLE "data_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"db_type" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"user_name" text NOT NULL,
	"password_cipher" text,
	"service_name" text NOT NULL,
	"db_schema" text,
	"table_space" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_sources_full_name" ON "data_sources" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "data_sources_order" ON "data_sources" USING btree ("sort_code","created_at");