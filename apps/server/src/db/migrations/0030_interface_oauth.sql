CREATE TABLE "interface_oauth_grants" (
	"oauth_id" text NOT NULL,
	"interface_id" text NOT NULL,
	CONSTRAINT "interface_oauth_grants_oauth_id_interface_id_pk" PRIMARY KEY("oauth_id","interface_id")
);
--> statement-breakpoint
CREATE TABLE "interface_oauth_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"oauth_id" text NOT NULL,
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
CREATE TABLE "interface_oauth_nonces" (
	"app_id" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interface_oauth_nonces_app_id_nonce_pk" PRIMARY KEY("app_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "interface_oauths" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"app_name" text NOT NULL,
	"secret_cipher" text NOT NULL,
	"user_id" text,
	"useful_life" timestamp with time zone,
	"white_list" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "interface_oauth_grants" ADD CONSTRAINT "interface_oauth_grants_oauth_id_interface_oauths_id_fk" FOREIGN KEY ("oauth_id") REFERENCES "public"."interface_oauths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interface_oauth_grants" ADD CONSTRAINT "interface_oauth_grants_interface_id_data_interfaces_id_fk" FOREIGN KEY ("interface_id") REFERENCES "public"."data_interfaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interface_oauth_logs" ADD CONSTRAINT "interface_oauth_logs_oauth_id_interface_oauths_id_fk" FOREIGN KEY ("oauth_id") REFERENCES "public"."interface_oauths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interface_oauths" ADD CONSTRAINT "interface_oauths_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interface_oauth_logs_oauth_time" ON "interface_oauth_logs" USING btree ("oauth_id","invok_time");--> statement-breakpoint
CREATE INDEX "interface_oauth_nonces_expiry" ON "interface_oauth_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interface_oauths_app_id" ON "interface_oauths" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interface_oauths_app_name" ON "interface_oauths" USING btree ("app_name");--> statement-breakpoint
CREATE INDEX "interface_oauths_sort" ON "interface_oauths" USING btree ("sort_code","created_at");