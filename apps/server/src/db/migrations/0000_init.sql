CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"owner_id" text,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_images" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"file_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_receivers" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"is_read" integer DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"flow_type" integer,
	"title" text NOT NULL,
	"excerpt" text,
	"body_text" text,
	"files" text,
	"release_user_id" text,
	"release_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"account" text NOT NULL,
	"category" text NOT NULL,
	"is_success" boolean NOT NULL,
	"message" text,
	"ip" text,
	"ip_address_name" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"poll_key_hash" text NOT NULL,
	"user_id" text,
	"confirmed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"login_type" text DEFAULT 'password' NOT NULL,
	"device" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"is_locked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"category" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"manager_id" text,
	"id_path" text NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_history" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"organize_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "role_organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"role_id" text NOT NULL,
	"organize_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"global_mark" integer DEFAULT 1 NOT NULL,
	"type" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_relations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"real_name" text NOT NULL,
	"mobile_phone" text,
	"email" text,
	"gender" integer,
	"head_icon" text,
	"organize_id" text,
	"manager_id" text,
	"position_id" text,
	"is_administrator" boolean DEFAULT false NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"password_hash" text NOT NULL,
	"change_password_date" timestamp with time zone,
	"log_error_count" integer DEFAULT 0 NOT NULL,
	"unlock_time" timestamp with time zone,
	"prev_login_time" timestamp with time zone,
	"prev_login_ip" text,
	"last_login_time" timestamp with time zone,
	"last_login_ip" text,
	"theme" text,
	"language" text,
	"system_id" text,
	"portal_id" text,
	"birthday" timestamp with time zone,
	"nation" text,
	"native_place" text,
	"certificates_number" text,
	"landline" text,
	"postal_address" text,
	"signature" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_buttons" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"icon" text,
	"bind_table" text,
	"field_rule" integer DEFAULT 0 NOT NULL,
	"child_table_key" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_columns" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"icon" text,
	"bind_table" text,
	"field_rule" integer DEFAULT 0 NOT NULL,
	"child_table_key" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"icon" text,
	"bind_table" text,
	"field_rule" integer DEFAULT 0 NOT NULL,
	"child_table_key" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" text PRIMARY KEY NOT NULL,
	"system_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"type" integer NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"icon" text,
	"url_address" text,
	"link_target" text,
	"property_json" text,
	"category" text DEFAULT 'Web' NOT NULL,
	"is_hidden" integer DEFAULT 0 NOT NULL,
	"is_button_authorize" integer DEFAULT 0 NOT NULL,
	"is_column_authorize" integer DEFAULT 0 NOT NULL,
	"is_form_authorize" integer DEFAULT 0 NOT NULL,
	"is_data_authorize" integer DEFAULT 0 NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "systems" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"icon" text,
	"is_main" integer DEFAULT 0 NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "files_owner" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sign_images_user" ON "sign_images" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_receivers_pair" ON "message_receivers" USING btree ("message_id","user_id");--> statement-breakpoint
CREATE INDEX "message_receivers_user" ON "message_receivers" USING btree ("user_id","is_read");--> statement-breakpoint
CREATE INDEX "login_logs_user_time" ON "login_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile" ON "sms_codes" USING btree ("mobile","purpose");--> statement-breakpoint
CREATE INDEX "sms_outbox_created" ON "sms_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile" ON "sms_outbox" USING btree ("mobile" text_pattern_ops,"created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_en_code" ON "groups" USING btree ("en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_en_code" ON "organizations" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "organizations_parent" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "password_history_user" ON "password_history" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_en_code" ON "positions" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "positions_organize" ON "positions" USING btree ("organize_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_organizations_pair" ON "role_organizations" USING btree ("role_id","organize_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_en_code" ON "roles" USING btree ("en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "user_relations_triple" ON "user_relations" USING btree ("user_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "user_relations_object" ON "user_relations" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account" ON "users" USING btree ("account");--> statement-breakpoint
CREATE INDEX "users_organize" ON "users" USING btree ("organize_id");--> statement-breakpoint
CREATE INDEX "users_mobile" ON "users" USING btree ("mobile_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "authorizations_quad" ON "authorizations" USING btree ("object_type","object_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "authorizations_item" ON "authorizations" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_buttons_code" ON "module_buttons" USING btree ("module_id","en_code");--> statement-breakpoint
CREATE INDEX "module_buttons_module" ON "module_buttons" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_columns_code" ON "module_columns" USING btree ("module_id","en_code");--> statement-breakpoint
CREATE INDEX "module_columns_module" ON "module_columns" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_forms_code" ON "module_forms" USING btree ("module_id","en_code");--> statement-breakpoint
CREATE INDEX "module_forms_module" ON "module_forms" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modules_en_code" ON "modules" USING btree ("system_id","category","en_code");--> statement-breakpoint
CREATE INDEX "modules_parent" ON "modules" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "systems_en_code" ON "systems" USING btree ("en_code");