import { describe, expect, it } from 'vitest';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { idField, modelCall, tableBody } from '../system/data-model-fixtures.ts';
import { dataSourceTestConfig, mysqlUnavailable } from '../system/data-source-fixtures.ts';
import { recordsRoundTrip } from './online-dev-connection-scenario.ts';
import {
  importExportColumns,
  runtimeListBody as listBody,
  onlineCall,
  plainList,
  runtimeDesign,
  saveBody,
  textSearch,
} from './online-dev-fixtures.ts';
import { useMysqlConnection } from './online-dev-mysql-connection-fixtures.ts';
import { listOf, saveTooLongItem } from './online-dev-tables-fixtures.ts';
import { boundFields, createTables, formData, widget } from './visual-dev-fixtures.ts';

/*
 * 在线开发 runtime of a design whose tables are on a MariaDB/MySQL data connection: its records are written
 * to and read from that database (the list's keyword, search form, advanced query, order and paging, the
 * detail, saves with sub-table and secondary rows in one transaction there, deletes, export and import),
 * and a grouped list is refused in the caller's language (创建数据表 and tree tables there:
 * online-dev-mysql-connection-tables.test.ts). Skipped, saying why, when no MariaDB/MySQL answers.
 */

const mysqlMissing = await mysqlUnavailable();

const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

const columnData = plainList(['title', 'price', 'qty', 'amount'], { searchList: [textSearch('title')] });
const advanced = (rows: Json[]) => JSON.stringify({ matchLogic: 'AND', conditionJson: JSON.stringify(rows) });

describe.skipIf(mysqlMissing !== undefined)(
  `在线开发 on a MariaDB/MySQL connection${mysqlMissing ? ` — SKIPPED: ${mysqlMissing}` : ''}`,
  () => {
    const maria = useMysqlConnection(t, admin);
    const { rowsThere } = maria;

    it('creates, lists, searches, reads, replaces, exports and deletes records in that database', async () => {
      const { main, sub, tables } = await createTables(t, admin, maria.link());
      const design = await runtimeDesign(t, admin, {
        dbLinkId: maria.link(),
        tables,
        formData: formData(boundFields(sub)),
        columnData,
      });
      await recordsRoundTrip(t, admin, maria, design, { main, sub }, async (list) => {
        const dearer = await list({
          superQueryJson: advanced([{ field: 'price', symbol: '>', fieldValue: '2' }]),
          sidx: 'price',
          sort: 'desc',
        });
        expect(dearer.list.map((row) => row.title)).toEqual(['香蕉', '苹果']);
        const named = await list({
          superQueryJson: advanced([{ field: 'title', symbol: 'like', fieldValue: '派' }]),
        });
        expect(named.list.map((row) => row.title)).toEqual(['苹果派']);
        const page = await list({ sidx: 'price', sort: 'asc', currentPage: 2, pageSize: 2 });
        expect([page.list.map((row) => row.title), page.pagination.total]).toEqual([['香蕉'], 3]);

        // A save the sub-table refuses leaves nothing there: its main row is rolled back with it.
        const refused = await saveTooLongItem(t, admin, design);
        expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining(sub) });
        expect(await rowsThere(main)).toHaveLength(3);
      });
    });

    it('keeps the secondary row there with the record, imports there, and groups the list there', async () => {
      const { main, sub } = await createTables(t, admin, maria.link());
      const extra = `${main}_extra`;
      const made = await modelCall(t, admin, maria.link())(
        'POST',
        '/Table',
        tableBody(extra, [
          idField,
          { field: 'parent_id', dataType: 'varchar', dataLength: '50', allowNull: 1 },
          { field: 'phone', dataType: 'varchar', dataLength: '20', allowNull: 1 },
        ]),
      );
      expect(made.body.code, made.body.msg).toBe(200);
      const phone = `jnpf_${extra}_jnpf_phone`;
      const tables = JSON.stringify([
        { typeId: '1', table: main, tableName: '主表', tableField: '', relationField: '' },
        { typeId: '0', table: extra, tableName: '副表', tableField: 'parent_id', relationField: 'id' },
      ]);
      const fields = [
        ...boundFields(sub).filter((field) => field.__vModel__ !== 'tableField101'),
        widget('comInput', phone, '电话', {}, { tableName: extra }),
      ];
      const columns = importExportColumns(
        [
          ['title', '标题'],
          ['price', '单价'],
        ],
        ['title', 'price'],
      );
      const searchList = [{ __vModel__: phone, __config__: { jnpfKey: 'comInput' }, searchType: 2 }];
      const design = await runtimeDesign(t, admin, {
        dbLinkId: maria.link(),
        tables,
        formData: formData(fields),
        columnData: JSON.stringify({ ...JSON.parse(columns), searchList }),
      });
      const save = (title: string, price: number, tel: string) =>
        onlineCall(t, admin, 'POST', `/${design.id}`, saveBody({ title, price, qty: 1, [phone]: tel }));
      const created = await save('甲', 1, '13800');
      expect(created.body.code, created.body.msg).toBe(200);
      const id = created.body.data.id as string;
      expect(await rowsThere(extra, 'where parent_id = ?', [id])).toMatchObject([{ phone: '13800' }]);
      expect((await save('乙', 2, '13999')).body.code).toBe(200);
      const updated = await onlineCall(
        t,
        admin,
        'PUT',
        `/${design.id}/${id}`,
        saveBody({ title: '甲', price: 1, qty: 1, [phone]: '13801' }, id),
      );
      expect(updated.body.code, updated.body.msg).toBe(200);
      expect(await rowsThere(extra, 'where parent_id = ?', [id])).toMatchObject([{ phone: '13801' }]);

      const list = listOf(t, admin, design);
      const found = await list({ queryJson: JSON.stringify({ [phone]: '139' }) });
      expect(found.list.map((row) => [row.title, row[phone]])).toEqual([['乙', '13999']]);
      const ordered = await list({ sidx: phone, sort: 'desc' });
      expect(ordered.list.map((row) => row.title)).toEqual(['乙', '甲']);

      // A phone longer than its column refuses the save: the main row written before it is rolled back.
      const before = (await rowsThere(main)).length;
      const refused = await save('丁', 3, '1'.repeat(30));
      expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining(extra) });
      expect(await rowsThere(main)).toHaveLength(before);

      const importing = (rows: Json[]) =>
        onlineCall(t, admin, 'POST', `/${design.id}/ImportData`, { list: rows });
      const tooLong = await importing([
        { title: '桃', price: '2' },
        { title: '长'.repeat(60), price: '1' },
      ]);
      expect(tooLong.body).toMatchObject({ code: 400, msg: expect.stringContaining(main) });
      expect(await rowsThere(main)).toHaveLength(before);
      const done = await importing([
        { title: '桃', price: '2' },
        { title: '杏', price: '4' },
      ]);
      expect(done.body.code, done.body.msg).toBe(200);
      expect(done.body.data).toMatchObject({ snum: 2, fnum: 0 });
      const stored = await rowsThere(main, 'where title in (?, ?) order by price', ['桃', '杏']);
      expect(stored.map((row) => [row.title, row.price])).toEqual([
        ['桃', 2],
        ['杏', 4],
      ]);

      const removed = await onlineCall(t, admin, 'DELETE', `/${design.id}/${id}`);
      expect(removed.body.code, removed.body.msg).toBe(200);
      expect(await rowsThere(extra, 'where parent_id = ?', [id])).toHaveLength(0);

      // Two titles the column's collation holds equal are two groups, each with its own record.
      expect((await save('Aa', 7, '1')).body.code).toBe(200);
      expect((await save('aa', 7, '2')).body.code).toBe(200);
      const groupsBy = async (groupField: string) => {
        const grouped = await runtimeDesign(t, admin, {
          dbLinkId: maria.link(),
          tables,
          formData: formData(fields),
          columnData: plainList(['title', 'price'], { type: 3, groupField }),
        });
        const res = await onlineCall(t, admin, 'POST', `/${grouped.id}/List`, listBody(grouped.menuId));
        expect(res.body.code, res.body.msg).toBe(200);
        const groups = res.body.data.list as Json[];
        expect(res.body.data.pagination.total).toBe(groups.length);
        return groups.map((group) => (group.children as Json[]).map((row) => String(row.title)).sort());
      };
      expect(await groupsBy('price')).toEqual([['乙', '桃'], ['杏'], ['Aa', 'aa']]);
      const byTitle = await groupsBy('title');
      expect(byTitle).toHaveLength(5);
      expect(byTitle).toContainEqual(['Aa']);
      expect(byTitle).toContainEqual(['aa']);
    });
  },
);
