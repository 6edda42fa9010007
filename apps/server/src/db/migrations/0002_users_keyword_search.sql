CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_account_trgm" ON "users" USING gin ("account" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_real_name_trgm" ON "users" USING gin ("real_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm" ON "users" USING gin ("mobile_phone" gin_trgm_ops);