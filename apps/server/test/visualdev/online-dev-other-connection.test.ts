import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { idField, modelCall, tableBody } from '../system/data-model-fixtures.ts';
import { dataSourceTestConfig, postgresUnavailable } from '../system/data-source-fixtures.ts';
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
import { useOtherConnection } from './online-dev-other-connection-fixtures.ts';
import { boundRecord as record, saveTooLongItem } from './online-dev-tables-fixtures.ts';
import { boundFields, createTables, formData, widget } from './visual-dev-fixtures.ts';

/*
 * 在线开发 runtime of a design whose tables are on another PostgreSQL data connection (系统管理 › 数据连接):
 * its records are written to and read from that database, each save in one transaction there, and nothing
 * of them reaches the platform database. Skipped, saying why, when no PostgreSQL answers.
 */

const pgMissing = await postgresUnavailable();

const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

const columnData = plainList(['title', 'price', 'qty', 'amount'], { searchList: [textSearch('title')] });

describe.skipIf(pgMissing !== undefined)(
  `在线开发 on another PostgreSQL connection${pgMissing ? ` — SKIPPED: ${pgMissing}` : ''}`,
  () => {
    const other = useOtherConnection(t, admin);
    const { rowsThere } = other;
    let main = '';
    let sub = '';
    let tables = '';

    beforeAll(async () => {
      // The tables are made on that connection through the data models, as an administrator would.
      ({ main, sub, tables } = await createTables(t, admin, other.link()));
    });

    const boundDesign = () =>
      runtimeDesign(t, admin, {
        dbLinkId: other.link(),
        tables,
        formData: formData(boundFields(sub)),
        columnData,
      });

    it('creates, lists, searches, reads, replaces and deletes records in that database', async () => {
      const design = await boundDesign();
      await recordsRoundTrip(t, admin, other, design, { main, sub }, async () => {
        // Nothing of it is on the platform database: no such table there, no JSON records of the design.
        const [platform] = (
          (await t.ctx.db.execute(
            sql`select to_regclass(${`app_data.${main}`})::text as found,
              (select count(*)::int from visual_model_data where design_id = ${design.id}) as n`,
          )) as unknown as { rows: Json[] }
        ).rows;
        expect(platform).toEqual({ found: null, n: 0 });
      });
    });

    it('stores nothing there of a save the table refuses', async () => {
      const design = await boundDesign();
      const before = (await rowsThere(main)).length;
      const res = await saveTooLongItem(t, admin, design);
      expect(res.body).toMatchObject({ code: 400, msg: expect.stringContaining(sub) });
      // The main row and the first sub-table row were written before the refusal and rolled back with it.
      expect(await rowsThere(main)).toHaveLength(before);
      expect(await rowsThere(sub, 'where item_name = ?', ['甲'])).toHaveLength(0);
    });

    it('keeps the secondary row there with the record and groups the list over that database', async () => {
      const extra = 'vd_other_extra';
      const made = await modelCall(t, admin, other.link())(
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
        { typeId: '0', table: sub, tableName: '明细', tableField: 'parent_id', relationField: 'id' },
        { typeId: '0', table: extra, tableName: '副表', tableField: 'parent_id', relationField: 'id' },
      ]);
      const fields = [...boundFields(sub), widget('comInput', phone, '电话', {}, { tableName: extra })];
      const grouped = JSON.stringify({
        ...JSON.parse(columnData),
        type: 3,
        groupField: 'price',
        columnList: ['title', 'price', phone].map((prop) => ({ prop, label: prop })),
        searchList: [{ __vModel__: phone, __config__: { jnpfKey: 'comInput' }, searchType: 2 }],
      });
      const design = await runtimeDesign(t, admin, {
        dbLinkId: other.link(),
        tables,
        formData: formData(fields),
        columnData: grouped,
      });
      const save = (title: string, price: number, tel: string) =>
        onlineCall(t, admin, 'POST', `/${design.id}`, saveBody({ ...record(title, price, 1), [phone]: tel }));
      const created = await save('甲', 1, '13800');
      expect(created.body.code, created.body.msg).toBe(200);
      const id = created.body.data.id as string;
      expect(await rowsThere(extra, 'where parent_id = ?', [id])).toMatchObject([{ phone: '13800' }]);
      expect((await save('乙', 1, '13999')).body.code).toBe(200);
      expect((await save('丙', 2, '13999')).body.code).toBe(200);

      const list = await onlineCall(
        t,
        admin,
        'POST',
        `/${design.id}/List`,
        listBody(design.menuId, { queryJson: JSON.stringify({ [phone]: '139' }) }),
      );
      expect(list.body.code, list.body.msg).toBe(200);
      const groups = list.body.data.list as Json[];
      expect(groups.map((group) => (group.children as Json[]).map((row) => [row.title, row[phone]]))).toEqual(
        [[['乙', '13999']], [['丙', '13999']]],
      );

      // A phone longer than its column refuses the save: the main row written before it is rolled back.
      const before = (await rowsThere(main)).length;
      const refused = await save('丁', 3, '1'.repeat(30));
      expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining(extra) });
      expect(await rowsThere(main)).toHaveLength(before);

      const removed = await onlineCall(t, admin, 'DELETE', `/${design.id}/${id}`);
      expect(removed.body.code, removed.body.msg).toBe(200);
      expect(await rowsThere(extra, 'where parent_id = ?', [id])).toHaveLength(0);
    });

    it('imports rows into that database in one transaction there', async () => {
      const columns = importExportColumns(
        [
          ['title', '标题'],
          ['price', '单价'],
          ['qty', '数量'],
        ],
        ['title', 'price', 'qty'],
      );
      const searchList = [{ __vModel__: 'title', __config__: { jnpfKey: 'comInput' }, searchType: 2 }];
      const tables = JSON.stringify([
        { typeId: '1', table: main, tableName: '主表', tableField: '', relationField: '' },
      ]);
      const fields = boundFields(sub).filter((field) => field.__vModel__ !== 'tableField101');
      const design = await runtimeDesign(t, admin, {
        dbLinkId: other.link(),
        tables,
        formData: formData(fields),
        columnData: JSON.stringify({ ...JSON.parse(columns), searchList }),
      });
      const importing = (list: Json[]) => onlineCall(t, admin, 'POST', `/${design.id}/ImportData`, { list });
      const before = (await rowsThere(main)).length;
      const refused = await importing([
        { title: '桃', price: '2', qty: '3' },
        { title: '长'.repeat(60), price: '1', qty: '1' },
      ]);
      expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining(main) });
      expect(await rowsThere(main)).toHaveLength(before);
      const done = await importing([
        { title: '桃', price: '2', qty: '3' },
        { title: '杏', price: '4', qty: '1' },
      ]);
      expect(done.body.code, done.body.msg).toBe(200);
      expect(done.body.data).toMatchObject({ snum: 2, fnum: 0 });
      const stored = await rowsThere(main, 'where title in (?, ?) order by title', ['桃', '杏']);
      expect(stored.map((row) => [row.title, row.amount])).toEqual([
        ['杏', 4],
        ['桃', 6],
      ]);
    });
  },
);
