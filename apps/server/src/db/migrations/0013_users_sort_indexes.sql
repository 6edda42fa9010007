CREATE INDEX "users_real_name_order" ON "users" USING btree ("real_name","id");--> statement-breakpoint
CREATE INDEX "users_created_order" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_state_order" ON "users" USING btree ("enabled_mark","id");