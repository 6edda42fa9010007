import { describe, expect, it } from 'vitest';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { modelCall, tableBody } from '../system/data-model-fixtures.ts';
import { dataSourceTestConfig, mysqlUnavailable } from '../system/data-source-fixtures.ts';
import {
  runtimeListBody as listBody,
  onlineCall,
  plainList,
  releaseDesign,
  runtimeDesign,
  saveBody,
} from './online-dev-fixtures.ts';
import { useMysqlConnection } from './online-dev-mysql-connection-fixtures.ts';
import { createDesign, designCall, formData, widget } from './visual-dev-fixtures.ts';

/*
 * 创建数据表 for a design on a MariaDB/MySQL data connection: the tables are made there through the data
 * models and the released design stores its records there (times included, searched by range and by the
 * advanced query); a tree table's list is served from that database too. The rest of the runtime there:
 * online-dev-mysql-connection.test.ts. Skipped, saying why, when no MariaDB/MySQL answers.
 */

const mysqlMissing = await mysqlUnavailable();

const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

const advanced = (rows: Json[]) => JSON.stringify({ matchLogic: 'AND', conditionJson: JSON.stringify(rows) });

describe.skipIf(mysqlMissing !== undefined)(
  `designs on a MariaDB/MySQL connection${mysqlMissing ? ` — SKIPPED: ${mysqlMissing}` : ''}`,
  () => {
    const maria = useMysqlConnection(t, admin);
    const { rowsThere } = maria;

    it('serves a tree table there, keyed by the database: its top rows with hasChildren, a parent’s rows', async () => {
      const table = `vd_tree_${Date.now()}`;
      const text = (field: string) => ({
        field,
        dataType: 'varchar',
        dataLength: '50',
        allowNull: 1 as const,
      });
      const made = await modelCall(t, admin, maria.link())(
        'POST',
        '/Table',
        // The key is the database's own (AUTO_INCREMENT): a new record's id is read back from it.
        tableBody(table, [
          { field: 'id', dataType: 'bigint', allowNull: 0, primaryKey: 1, identity: 1 },
          text('title'),
          text('parent'),
        ]),
      );
      expect(made.body.code, made.body.msg).toBe(200);
      const design = await runtimeDesign(t, admin, {
        dbLinkId: maria.link(),
        tables: JSON.stringify([{ typeId: '1', table, tableName: '树', tableField: '', relationField: '' }]),
        formData: formData([widget('comInput', 'title', '标题'), widget('comInput', 'parent', '上级')]),
        columnData: plainList(['title', 'parent'], {
          type: 5,
          parentField: 'parent',
          sort: 'asc',
          defaultSidx: '',
        }),
      });
      const save = async (values: Json) => {
        const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
        expect(res.body.code, res.body.msg).toBe(200);
        return res.body.data.id as string;
      };
      const a = await save({ title: 'a根' });
      expect(a).toMatch(/^\d+$/);
      await save({ title: 'b子', parent: a });
      await save({ title: 'c孤', parent: 'no-such-record' });
      const list = (extra: Json, path = '/List') =>
        onlineCall(
          t,
          admin,
          'POST',
          `/${design.id}${path}`,
          listBody(design.menuId, { sidx: 'title', sort: 'asc', ...extra }),
        );
      const top = await list({});
      expect(top.body.code, top.body.msg).toBe(200);
      expect((top.body.data.list as Json[]).map((row) => [row.title, row.hasChildren])).toEqual([
        ['a根', true],
        ['c孤', false],
      ]);
      const children = await list({}, `/List/${a}`);
      expect(children.body.code, children.body.msg).toBe(200);
      expect((children.body.data.list as Json[]).map((row) => row.title)).toEqual(['b子']);
    });

    it('creates the tables of a design there with 创建数据表 and serves its records from them', async () => {
      const fields = [
        widget('comInput', 'title', '标题', { maxlength: 80 }),
        widget('numInput', 'price', '单价'),
        widget('date', 'due', '截止', { format: 'yyyy-MM-dd HH:mm:ss', type: 'datetime' }),
        widget('table', 'items', '明细', {}, { children: [widget('comInput', 'item_name', '品名')] }),
      ];
      const listDesign = JSON.stringify({
        type: 1,
        columnList: [{ prop: 'title', label: '标题' }],
        searchList: [
          { prop: 'title', label: '标题', searchType: 2 },
          { prop: 'due', label: '截止', searchType: 3, __config__: { jnpfKey: 'date' }, type: 'datetime' },
        ],
      });
      const design = await createDesign(t, admin, {
        dbLinkId: maria.link(),
        formData: formData(fields),
        columnData: listDesign,
      });
      const main = `vd_${design.enCode.toLowerCase()}`;
      const made = await designCall(t, admin, 'POST', `/${design.id}/Actions/CreateTables`);
      expect(made.body.code, made.body.msg).toBe(200);
      expect([await maria.hasTable(main), await maria.hasTable(`${main}_items`)]).toEqual([true, true]);
      const again = await designCall(t, admin, 'POST', `/${design.id}/Actions/CreateTables`);
      expect(again.body.code).toBe(400);

      const menuId = await releaseDesign(t, admin, design.id);
      const due = Date.UTC(2024, 4, 6, 7, 8, 9);
      const values = { title: '桌子', price: 3, due, items: [{ item_name: '腿' }, { item_name: '面' }] };
      const created = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
      expect(created.body.code, created.body.msg).toBe(200);
      const id = created.body.data.id as string;
      const [row] = await rowsThere(main, 'where id = ?', [id]);
      expect([row?.title, Number(row?.price), row?.creator_user_id]).toEqual(['桌子', 3, admin.id]);
      const items = await rowsThere(`${main}_items`, 'where parent_id = ? order by item_name', [id]);
      expect(items.map((item) => item.item_name)).toEqual(['腿', '面']);

      const list = (extra: Json) =>
        onlineCall(t, admin, 'POST', `/${design.id}/List`, listBody(menuId, extra));
      const inRange = await list({ queryJson: JSON.stringify({ due: [due - 1000, due + 1000] }) });
      expect(inRange.body.code, inRange.body.msg).toBe(200);
      expect((inRange.body.data.list as Json[]).map((r) => [r.title, r.due])).toEqual([['桌子', due]]);
      const outside = await list({ queryJson: JSON.stringify({ due: [due + 1000, due + 2000] }) });
      expect(outside.body.data.list).toEqual([]);
      const sameSecond = await list({
        superQueryJson: advanced([{ field: 'due', symbol: '==', fieldValue: due }]),
      });
      expect((sameSecond.body.data.list as Json[]).map((r) => r.title)).toEqual(['桌子']);
    });
  },
);
