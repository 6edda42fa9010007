CREATE INDEX "organizations_manager" ON "organizations" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "users_manager" ON "users" USING btree ("manager_id");