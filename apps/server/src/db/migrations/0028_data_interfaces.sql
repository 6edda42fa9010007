CREATE TABLE "data_interface_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"interface_id" text NOT NULL,
	"invok_time" timestamp with time zone NOT NULL,
	"user_id" text,
	"invok_ip" text,
	"invok_device" text,
	"invok_type" text NOT NULL,
	"invok_waste_time" integer NOT NULL,
	"is_ok" integer NOT NULL,
	"error_text" text
);
--> statement-breakpoint
CREATE TABLE "data_interface_variates" (
	"id" text PRIMARY KEY NOT NULL,
	"interface_id" text NOT NULL,
	"full_name" text NOT NULL,
	"value" text,
	"expression" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "data_interfaces" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category_id" text NOT NULL,
	"data_type" integer NOT NULL,
	"db_link_id" text,
	"request_method" text,
	"response_type" text,
	"query" text,
	"path" text,
	"request_headers" text,
	"request_parameters" text,
	"property_json" text,
	"check_type" integer DEFAULT 0 NOT NULL,
	"data_processing" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "data_interface_logs" ADD CONSTRAINT "data_interface_logs_interface_id_data_interfaces_id_fk" FOREIGN KEY ("interface_id") REFERENCES "public"."data_interfaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_interface_variates" ADD CONSTRAINT "data_interface_variates_interface_id_data_interfaces_id_fk" FOREIGN KEY ("interface_id") REFERENCES "public"."data_interfaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_interface_logs_interface_time" ON "data_interface_logs" USING btree ("interface_id","invok_time");--> statement-breakpoint
CREATE UNIQUE INDEX "data_interface_variates_name" ON "data_interface_variates" USING btree ("interface_id","full_name");--> statement-breakpoint
CREATE UNIQUE INDEX "data_interfaces_en_code" ON "data_interfaces" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "data_interfaces_category_sort" ON "data_interfaces" USING btree ("category_id","sort_code");--> statement-breakpoint
CREATE INDEX "data_interfaces_sort" ON "data_interfaces" USING btree ("sort_code","created_at");