-- The list's default order carries the columns the organization scope and the state filter test, so a
-- scoped page (or the count under its pager) walks this index alone, without reading the table: a
-- restricted administrator's page then costs what the administrator's does (users.repository.ts,
-- organization-members.ts; plans in docs/performance/scoped-lists.md).
DROP INDEX IF EXISTS "users_list_order";--> statement-breakpoint
CREATE INDEX "users_list_order" ON "users" USING btree ("sort_code","created_at" DESC NULLS LAST,"id")
  INCLUDE ("organize_id","organize_ids","enabled_mark");
