-- Data-interface SQL runs as the NOLOGIN role jnpf_interface_reader: it reads the business schema app_data
-- and nothing else. Every step is idempotent; steps that need rights the migrating user lacks (CREATEROLE,
-- superuser for pg_catalog functions) raise a notice instead of failing, and the platform source then
-- refuses to run interface SQL until an administrator runs this file as a superuser.
CREATE SCHEMA IF NOT EXISTS app_data;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'jnpf_interface_reader') THEN
    BEGIN
      CREATE ROLE jnpf_interface_reader NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL; -- created meanwhile by a migration of another database
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'jnpf_interface_reader not created (no CREATEROLE); data-interface SQL stays disabled';
    END;
  END IF;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  powerful text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'jnpf_interface_reader') THEN
    RETURN;
  END IF;
  BEGIN
    EXECUTE 'GRANT USAGE ON SCHEMA app_data TO jnpf_interface_reader';
    EXECUTE 'GRANT SELECT ON ALL TABLES IN SCHEMA app_data TO jnpf_interface_reader';
    EXECUTE 'ALTER DEFAULT PRIVILEGES IN SCHEMA app_data GRANT SELECT ON TABLES TO jnpf_interface_reader';
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'could not grant app_data to jnpf_interface_reader (app_data is owned by another user)';
  END;
  -- A role reused from an earlier installation must not keep file or program access.
  FOREACH powerful IN ARRAY ARRAY['pg_read_server_files', 'pg_write_server_files', 'pg_execute_server_program',
      'pg_read_all_data', 'pg_write_all_data'] LOOP
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = powerful)
        AND pg_has_role('jnpf_interface_reader', powerful, 'MEMBER') THEN
      BEGIN
        EXECUTE format('REVOKE %I FROM jnpf_interface_reader', powerful);
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE NOTICE 'could not revoke % from jnpf_interface_reader', powerful;
      END;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- EXECUTE taken from PUBLIC (so from the reader): set_config would let a query switch back to the session
-- user's role ("SELECT set_config('role', 'none', true)"), session-level advisory locks would outlive the
-- rolled-back transaction, and the file, large-object and dblink functions reach outside the database.
-- The migrating user (the platform's own) gets EXECUTE back on the ones the platform uses.
DO $$
DECLARE
  fn regprocedure;
  keep_for_platform boolean;
BEGIN
  FOR fn, keep_for_platform IN
    SELECT p.oid::regprocedure,
           p.proname IN ('set_config', 'pg_advisory_lock', 'pg_advisory_lock_shared', 'pg_try_advisory_lock',
                         'pg_try_advisory_lock_shared', 'pg_advisory_unlock', 'pg_advisory_unlock_shared',
                         'pg_advisory_unlock_all')
      FROM pg_proc p
     WHERE p.proname IN ('set_config', 'pg_advisory_lock', 'pg_advisory_lock_shared', 'pg_try_advisory_lock',
                         'pg_try_advisory_lock_shared', 'pg_advisory_unlock', 'pg_advisory_unlock_shared',
                         'pg_advisory_unlock_all', 'pg_read_file', 'pg_read_binary_file', 'pg_ls_dir',
                         'pg_stat_file', 'lo_import', 'lo_export')
        OR p.proname LIKE 'dblink%'
  LOOP
    BEGIN
      EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', fn);
      IF keep_for_platform THEN
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', fn, current_user);
      END IF;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'could not revoke EXECUTE on % from PUBLIC (not a superuser)', fn;
    END;
  END LOOP;
END $$;
--> statement-breakpoint
-- Embedded PGlite runs in the server's own thread and has no statement timeout (no signals in WebAssembly):
-- a sleeping query would stall every request, so the reader may not sleep there. PostgreSQL keeps pg_sleep;
-- its statement_timeout ends the query.
DO $$
DECLARE
  fn regprocedure;
BEGIN
  IF version() NOT LIKE '%PGlite%' THEN
    RETURN;
  END IF;
  FOR fn IN SELECT oid::regprocedure FROM pg_proc WHERE proname IN ('pg_sleep', 'pg_sleep_for', 'pg_sleep_until') LOOP
    EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', fn);
  END LOOP;
END $$;
