import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { dataSourceTestConfig, postgresUnavailable } from '../system/data-source-fixtures.ts';
import { runtimeListBody as listBody, onlineCall, releaseDesign, saveBody } from './online-dev-fixtures.ts';
import { useOtherConnection } from './online-dev-other-connection-fixtures.ts';
import { createDesign, designCall, formData, widget } from './visual-dev-fixtures.ts';

/*
 * 创建数据表 for a design on another PostgreSQL data connection: the tables are made there through the
 * data models and the design is bound to them, so its released runtime stores its records there (the
 * MySQL/MariaDB twin: online-dev-mysql-connection.test.ts). Skipped, saying why, when no PostgreSQL answers.
 */

const pgMissing = await postgresUnavailable();

const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

const fields = () => [
  widget('comInput', 'title', '标题', { maxlength: 80 }),
  widget('numInput', 'price', '单价'),
  widget('table', 'items', '明细', {}, { children: [widget('comInput', 'item_name', '品名')] }),
];
const listDesign = JSON.stringify({
  type: 1,
  columnList: [{ prop: 'title', label: '标题' }],
  searchList: [{ prop: 'title', label: '标题' }],
});

const platformHas = async (table: string) => {
  const result = await t.ctx.db.execute(sql`select to_regclass(${`app_data.${table}`})::text as found`);
  return (result as unknown as { rows: Json[] }).rows[0]?.found !== null;
};

describe.skipIf(pgMissing !== undefined)(
  `designs on another data connection${pgMissing ? ` — SKIPPED: ${pgMissing}` : ''}`,
  () => {
    const other = useOtherConnection(t, admin);

    it('creates the tables on that connection and serves the released design from them', async () => {
      const design = await createDesign(t, admin, {
        dbLinkId: other.link(),
        formData: formData(fields()),
        columnData: listDesign,
      });
      const main = `vd_${design.enCode.toLowerCase()}`;
      const sub = `${main}_items`;
      const made = await designCall(t, admin, 'POST', `/${design.id}/Actions/CreateTables`);
      expect(made.body.code, made.body.msg).toBe(200);
      expect([await other.hasTable(main), await other.hasTable(sub)]).toEqual([true, true]);
      expect([await platformHas(main), await platformHas(sub)]).toEqual([false, false]);

      const menuId = await releaseDesign(t, admin, design.id);
      const values = { title: '桌子', price: 3, items: [{ item_name: '腿' }, { item_name: '面' }] };
      const created = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
      expect(created.body.code, created.body.msg).toBe(200);
      const id = created.body.data.id as string;
      const [row] = await other.rowsThere(main, 'where id = ?', [id]);
      expect([row?.title, Number(row?.price)]).toEqual(['桌子', 3]);
      const items = await other.rowsThere(sub, 'where parent_id = ? order by item_name', [id]);
      expect(items.map((row) => row.item_name)).toEqual(['腿', '面']);
      const list = await onlineCall(t, admin, 'POST', `/${design.id}/List`, listBody(menuId, {}));
      expect(list.body.code, list.body.msg).toBe(200);
      expect((list.body.data.list as Json[]).map((row) => row.title)).toEqual(['桌子']);
    });
  },
);
