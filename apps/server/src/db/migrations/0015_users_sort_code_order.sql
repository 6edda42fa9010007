-- The list sorted by sort code alone (the id breaking ties the same way, either direction one walk):
-- the default order's index leads with the negated sort code and can no longer serve it.
CREATE INDEX "users_sort_code_order" ON "users" USING btree ("sort_code","id");