-- The user list's default order (sort code ascending, newest first) with every key running the same
-- way: the sort code negated, the creation time and the id, walked backwards. A next or previous page
-- then finds its place with one row comparison on this index (keyset paging) instead of counting off
-- every row before it. sort_code is carried as well, so a page that reads it still walks this index
-- alone; the other columns are what the organization scope and the state filter test.
DROP INDEX IF EXISTS "users_list_order";--> statement-breakpoint
CREATE INDEX "users_list_order" ON "users" USING btree ((-"sort_code"),"created_at","id")
  INCLUDE ("sort_code","organize_id","organize_ids","enabled_mark");
