ALTER TABLE "users" ADD COLUMN "organize_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- users.organize_ids = the main organization + every Organize membership, sorted and distinct. Kept
-- here, in the database, so no write path (dialog, import, handover, seed, bulk SQL) can forget it.
CREATE OR REPLACE FUNCTION users_organize_ids_for(user_id text, main_organize_id text) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT o ORDER BY o), '{}') FROM (
    SELECT main_organize_id AS o WHERE main_organize_id IS NOT NULL
    UNION ALL
    SELECT r.object_id FROM user_relations r WHERE r.user_id = $1 AND r.object_type = 'Organize'
  ) s
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_refresh_organize_ids(user_ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE users SET organize_ids = users_organize_ids_for(id, organize_id) WHERE id = ANY(user_ids)
$$;--> statement-breakpoint
-- A user row written with a (new) main organization.
CREATE OR REPLACE FUNCTION users_set_organize_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.organize_ids := users_organize_ids_for(NEW.id, NEW.organize_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_organize_ids BEFORE INSERT OR UPDATE OF organize_id ON users
  FOR EACH ROW EXECUTE FUNCTION users_set_organize_ids();--> statement-breakpoint
-- Memberships written in any amount: one UPDATE per statement over the users it touched.
CREATE OR REPLACE FUNCTION user_relations_refresh_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM users_refresh_organize_ids(
    array(SELECT DISTINCT user_id FROM new_rows WHERE object_type = 'Organize'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_relations_refresh_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM users_refresh_organize_ids(
    array(SELECT DISTINCT user_id FROM old_rows WHERE object_type = 'Organize'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_relations_refresh_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM users_refresh_organize_ids(array(
    SELECT user_id FROM new_rows WHERE object_type = 'Organize'
    UNION SELECT user_id FROM old_rows WHERE object_type = 'Organize'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_relations_organize_inserted AFTER INSERT ON user_relations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_relations_refresh_inserted();--> statement-breakpoint
CREATE TRIGGER user_relations_organize_deleted AFTER DELETE ON user_relations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_relations_refresh_deleted();--> statement-breakpoint
CREATE TRIGGER user_relations_organize_updated AFTER UPDATE ON user_relations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_relations_refresh_updated();--> statement-breakpoint
UPDATE users SET organize_ids = users_organize_ids_for(id, organize_id);--> statement-breakpoint
CREATE INDEX "users_organize_ids" ON "users" USING gin ("organize_ids");
