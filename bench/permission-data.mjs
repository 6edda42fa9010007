// Bulk data of the permission benchmark (issue 3), written straight into a stopped server's embedded
// database with set-based SQL: 500 organizations (10 companies × 49 departments), 100,000 users, a
// directory with 1,000 pages (4 buttons and 3 columns each) and 20 roles that split those pages between
// them. `bench_member` holds all 20 roles and administers the first company's subtree (grade
// management), so its user search is scoped; `bench_clerk` holds one role. Both get the administrator's
// password hash, so the bench signs them in with the password it already knows.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const USER_COUNT = 100_000;
export const ORG_COMPANIES = 10;
export const ORG_DEPARTMENTS_PER_COMPANY = 49;
export const PAGE_COUNT = 1_000;
export const ROLE_COUNT = 20;

const SURNAMES = "'王','李','张','刘','陈','杨','赵','黄','周','吴','徐','孙','胡','朱','高'";
const GIVEN_1 = "'伟','芳','娜','敏','静','丽','强','磊','军','洋','勇','艳','杰','娟','涛'";
const GIVEN_2 = "'华','明','平','红','英','玲','新','文','建','国','志','海','霞','林','斌'";

/**
 * The bulk data as one SQL script (PGlite and PostgreSQL alike), `userCount` users spread over the
 * departments. `bench_grader` holds the user menu only and administers all ten companies through grade
 * management: their scope is every user, like the administrator's, but reached through a scope.
 */
export function permissionBenchSql(userCount = USER_COUNT) {
  const departments = ORG_COMPANIES * ORG_DEPARTMENTS_PER_COMPANY;
  // u000001… (lpad cuts longer numbers, so a million users need seven digits).
  const accountDigits = Math.max(6, String(userCount).length);
  return `
      BEGIN;
      INSERT INTO organizations (id, parent_id, category, full_name, en_code, id_path, sort_code)
        SELECT 'bco' || c, '-1', 'company', '压测公司' || c, 'benchCo' || c, 'bco' || c, c
        FROM generate_series(0, ${ORG_COMPANIES - 1}) c;
      INSERT INTO organizations (id, parent_id, category, full_name, en_code, id_path, sort_code)
        SELECT 'bdp' || d, 'bco' || (d % ${ORG_COMPANIES}), 'department', '压测部门' || d, 'benchDept' || d,
               'bco' || (d % ${ORG_COMPANIES}) || ',bdp' || d, d
        FROM generate_series(0, ${departments - 1}) d;

      INSERT INTO users (id, account, real_name, mobile_phone, organize_id, password_hash, change_password_date, gender)
        SELECT 'bus' || g, 'u' || lpad(g::text, ${accountDigits}, '0'),
               (ARRAY[${SURNAMES}])[1 + g % 15] || (ARRAY[${GIVEN_1}])[1 + (g / 15) % 15]
                 || (ARRAY[${GIVEN_2}])[1 + (g / 225) % 15],
               '139' || lpad(g::text, 8, '0'), 'bdp' || (g % ${departments}),
               (SELECT password_hash FROM users WHERE account = 'admin'), now(), 1 + g % 2
        FROM generate_series(1, ${userCount}) g;
      INSERT INTO user_relations (id, user_id, object_type, object_id)
        SELECT 'bre' || g, 'bus' || g, 'Organize', 'bdp' || (g % ${departments})
        FROM generate_series(1, ${userCount}) g;

      INSERT INTO modules (id, system_id, parent_id, type, full_name, en_code, icon, sort_code,
                           is_button_authorize, is_column_authorize)
        SELECT 'bmdir', id, '-1', 0, '压测菜单', 'bench.dir', 'AppstoreOutlined', 999, 0, 0
        FROM systems WHERE is_main = 1;
      INSERT INTO modules (id, system_id, parent_id, type, full_name, en_code, icon, url_address, sort_code,
                           is_button_authorize, is_column_authorize)
        SELECT 'bm' || p, s.id, 'bmdir', 2, '压测页面' || p, 'bench.p' || p, 'FileOutlined', 'bench/p' || p, p, 1, 1
        FROM generate_series(1, ${PAGE_COUNT}) p, (SELECT id FROM systems WHERE is_main = 1) s;
      INSERT INTO module_buttons (id, module_id, full_name, en_code, sort_code)
        SELECT 'bmb' || p || '_' || b, 'bm' || p, (ARRAY['新建','编辑','删除','详情'])[b],
               (ARRAY['btn_add','btn_edit','btn_remove','btn_detail'])[b], b
        FROM generate_series(1, ${PAGE_COUNT}) p, generate_series(1, 4) b;
      INSERT INTO module_columns (id, module_id, full_name, en_code, sort_code)
        SELECT 'bmc' || p || '_' || c, 'bm' || p, (ARRAY['名称','编码','状态'])[c],
               (ARRAY['fullName','enCode','enabledMark'])[c], c
        FROM generate_series(1, ${PAGE_COUNT}) p, generate_series(1, 3) c;

      INSERT INTO roles (id, full_name, en_code, global_mark, sort_code)
        SELECT 'bro' || r, '压测角色' || r, 'benchRole' || r, 1, r FROM generate_series(1, ${ROLE_COUNT}) r;
      INSERT INTO authorizations (id, item_type, item_id, object_type, object_id)
        SELECT 'bau_d' || r, 'module', 'bmdir', 'Role', 'bro' || r FROM generate_series(1, ${ROLE_COUNT}) r;
      INSERT INTO authorizations (id, item_type, item_id, object_type, object_id)
        SELECT 'bau_m' || p, 'module', 'bm' || p, 'Role', 'bro' || (1 + p % ${ROLE_COUNT})
        FROM generate_series(1, ${PAGE_COUNT}) p;
      INSERT INTO authorizations (id, item_type, item_id, object_type, object_id)
        SELECT 'bau_b' || p || '_' || b, 'button', 'bmb' || p || '_' || b, 'Role', 'bro' || (1 + p % ${ROLE_COUNT})
        FROM generate_series(1, ${PAGE_COUNT}) p, generate_series(1, 4) b;
      INSERT INTO authorizations (id, item_type, item_id, object_type, object_id)
        SELECT 'bau_c' || p || '_' || c, 'column', 'bmc' || p || '_' || c, 'Role', 'bro' || (1 + p % ${ROLE_COUNT})
        FROM generate_series(1, ${PAGE_COUNT}) p, generate_series(1, 3) c;

      INSERT INTO users (id, account, real_name, organize_id, password_hash, change_password_date)
        SELECT 'bmember', 'bench_member', '压测成员', 'bdp0', password_hash, now() FROM users WHERE account = 'admin';
      INSERT INTO users (id, account, real_name, organize_id, password_hash, change_password_date)
        SELECT 'bclerk', 'bench_clerk', '压测文员', 'bdp0', password_hash, now() FROM users WHERE account = 'admin';
      INSERT INTO user_relations (id, user_id, object_type, object_id)
        SELECT 'brm' || r, 'bmember', 'Role', 'bro' || r FROM generate_series(1, ${ROLE_COUNT}) r;
      INSERT INTO user_relations (id, user_id, object_type, object_id) VALUES ('brc1', 'bclerk', 'Role', 'bro1');
      -- The member may also search users, but only in the first company (grade management, subtree).
      INSERT INTO authorizations (id, item_type, item_id, object_type, object_id)
        SELECT 'bau_u' || m.id, 'module', m.id, 'Role', 'bro1' FROM modules m
        WHERE m.en_code IN ('permission', 'permission.user');
      INSERT INTO organization_administrators (id, user_id, organize_id, this_layer_select, sub_layer_select)
        VALUES ('boa1', 'bmember', 'bco0', 1, 1);
      INSERT INTO users (id, account, real_name, organize_id, password_hash, change_password_date)
        SELECT 'bgrader', 'bench_grader', '压测分级管理员', 'bdp0', password_hash, now() FROM users WHERE account = 'admin';
      -- The grader's own role: the user menu with every button and column of it (keyword on every field).
      INSERT INTO roles (id, full_name, en_code, global_mark, sort_code) VALUES ('brog', '压测分级角色', 'benchGrader', 1, 99);
      INSERT INTO user_relations (id, user_id, object_type, object_id) VALUES ('brg1', 'bgrader', 'Role', 'brog');
      INSERT INTO authorizations (id, item_type, item_id, object_type, object_id)
        SELECT 'baug_m' || m.id, 'module', m.id, 'Role', 'brog' FROM modules m
        WHERE m.en_code IN ('permission', 'permission.user');
      INSERT INTO authorizations (id, item_type, item_id, object_type, object_id)
        SELECT 'baug_b' || b.id, 'button', b.id, 'Role', 'brog' FROM module_buttons b
        JOIN modules m ON m.id = b.module_id WHERE m.en_code = 'permission.user';
      INSERT INTO authorizations (id, item_type, item_id, object_type, object_id)
        SELECT 'baug_c' || c.id, 'column', c.id, 'Role', 'brog' FROM module_columns c
        JOIN modules m ON m.id = c.module_id WHERE m.en_code = 'permission.user';
      INSERT INTO organization_administrators (id, user_id, organize_id, this_layer_select, sub_layer_select)
        SELECT 'boag' || c, 'bgrader', 'bco' || c, 1, 1 FROM generate_series(0, ${ORG_COMPANIES - 1}) c;
      UPDATE cache_versions SET version = version + 1;
      COMMIT;
    `;
}

export async function seedPermissionBenchData(dataDir) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    await db.exec(permissionBenchSql());
    // The membership rows rewrote every user (users.organize_ids, migration 0006). The running server
    // vacuums the embedded database itself (embedded-maintenance.ts), as autovacuum would on
    // PostgreSQL; the bench does it once here instead of waiting for that timer.
    await db.exec('VACUUM (ANALYZE)');
  } finally {
    await db.close();
  }
}
