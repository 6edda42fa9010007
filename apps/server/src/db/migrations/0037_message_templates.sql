CREATE TABLE "message_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"template_type" text DEFAULT '0' NOT NULL,
	"message_source" text NOT NULL,
	"message_type" text NOT NULL,
	"title" text,
	"content" text,
	"template_code" text,
	"wx_skip" text,
	"xcx_app_id" text,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sms_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "send_config_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"send_config_id" text NOT NULL,
	"message_type" text NOT NULL,
	"template_id" text NOT NULL,
	"account_config_id" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "send_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"template_type" text DEFAULT '0' NOT NULL,
	"message_source" text NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "send_config_templates" ADD CONSTRAINT "send_config_templates_send_config_id_send_configs_id_fk" FOREIGN KEY ("send_config_id") REFERENCES "public"."send_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_config_templates" ADD CONSTRAINT "send_config_templates_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_code_uq" ON "message_templates" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "message_templates_type_source_idx" ON "message_templates" USING btree ("message_type","message_source");--> statement-breakpoint
CREATE INDEX "message_templates_sort_idx" ON "message_templates" USING btree ("sort_code","created_at");--> statement-breakpoint
CREATE INDEX "send_config_templates_config_idx" ON "send_config_templates" USING btree ("send_config_id");--> statement-breakpoint
CREATE INDEX "send_config_templates_template_idx" ON "send_config_templates" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "send_configs_code_uq" ON "send_configs" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "send_configs_sort_idx" ON "send_configs" USING btree ("sort_code","created_at");