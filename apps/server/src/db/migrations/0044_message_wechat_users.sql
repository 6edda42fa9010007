CREATE TABLE "message_wechat_users" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"open_id" text NOT NULL,
	"is_following" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_wechat_users" ADD CONSTRAINT "message_wechat_users_account_id_message_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."message_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_wechat_users" ADD CONSTRAINT "message_wechat_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_wechat_users_account_user_uq" ON "message_wechat_users" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_wechat_users_account_open_id_uq" ON "message_wechat_users" USING btree ("account_id","open_id");--> statement-breakpoint
CREATE INDEX "message_wechat_users_user_idx" ON "message_wechat_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "message_wechat_users_account_created_idx" ON "message_wechat_users" USING btree ("account_id","created_at");