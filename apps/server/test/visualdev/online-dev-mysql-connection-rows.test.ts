import { beforeAll, describe, expect, it } from 'vitest';
import { parseWallText } from '../../src/modules/system/schedule/wall-clock.ts';
import { getSysConfig } from '../../src/modules/system/sys-config/sys-config.service.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { idField, modelCall, tableBody } from '../system/data-model-fixtures.ts';
import { dataSourceTestConfig, mysqlUnavailable } from '../system/data-source-fixtures.ts';
import { dueField, onlineCall, runtimeDesign, runtimeListBody, saveBody } from './online-dev-fixtures.ts';
import { useMysqlConnection } from './online-dev-mysql-connection-fixtures.ts';
import { addScheme, schemeViewer } from './online-dev-scheme-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * Records of a design on a MariaDB/MySQL data connection under data schemes (a user sees only what a
 * granted scheme lets through, the conditions run there), and a `date` column there keeping the day
 * picked in the platform's time zone. Skipped, saying why, when no MariaDB/MySQL answers.
 */

const mysqlMissing = await mysqlUnavailable();

const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

const fields = [
  widget('comInput', 'title', '标题'),
  widget('comInput', 'region', '区域'),
  widget('numInput', 'amount', '金额'),
  dueField,
];
const columnData = JSON.stringify({
  type: 1,
  hasPage: true,
  pageSize: 20,
  useDataPermission: true,
  columnList: ['title', 'region', 'amount', 'due'].map((prop) => ({ prop, label: prop })),
  searchList: [{ __vModel__: 'due', __config__: { jnpfKey: 'date' }, searchType: 3, format: 'yyyy-MM-dd' }],
  btnsList: [{ value: 'add', label: '新增' }],
});

/** A `date` value as the driver hands it (a Date at the day's local midnight) or as text: its day. */
const dayOf = (value: unknown) =>
  value instanceof Date
    ? [value.getFullYear(), value.getMonth() + 1, value.getDate()]
        .map((n) => String(n).padStart(2, '0'))
        .join('-')
    : String(value).slice(0, 10);

describe.skipIf(mysqlMissing !== undefined)(
  `在线开发 records on a MariaDB/MySQL connection${mysqlMissing ? ` — SKIPPED: ${mysqlMissing}` : ''}`,
  () => {
    const maria = useMysqlConnection(t, admin);
    let design: { id: string; menuId: string };
    let table = '';
    let due = 0;

    const list = async (user: typeof admin, extra: Json = {}) => {
      const res = await onlineCall(
        t,
        user,
        'POST',
        `/${design.id}/List`,
        runtimeListBody(design.menuId, { sidx: 'title', sort: 'asc', ...extra }),
      );
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data.list as Json[];
    };
    const titles = async (user: typeof admin) => (await list(user)).map((row) => row.title);

    beforeAll(async () => {
      table = `vd_rows_${Date.now()}`;
      const made = await modelCall(t, admin, maria.link())(
        'POST',
        '/Table',
        tableBody(table, [
          idField,
          { field: 'title', dataType: 'varchar', dataLength: '50', allowNull: 1 },
          { field: 'region', dataType: 'varchar', dataLength: '20', allowNull: 1 },
          { field: 'amount', dataType: 'int', allowNull: 1 },
          { field: 'due', dataType: 'date', allowNull: 1 },
        ]),
      );
      expect(made.body.code, made.body.msg).toBe(200);
      design = await runtimeDesign(t, admin, {
        dbLinkId: maria.link(),
        tables: JSON.stringify([
          { typeId: '1', table, tableName: '主表', tableField: '', relationField: '' },
        ]),
        formData: formData(fields),
        columnData,
      });
      const { timeZone } = await getSysConfig(t.ctx);
      due = parseWallText('2026-03-02', timeZone)?.getTime() ?? Number.NaN;
      for (const values of [
        { title: 'a东小', region: 'east', amount: 50, due },
        { title: 'b东大', region: 'east', amount: 500 },
        { title: 'c西大', region: 'west', amount: 800 },
      ]) {
        const saved = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
        expect(saved.body.code, saved.body.msg).toBe(200);
      }
    });

    it('lists only what a granted scheme lets through there; schemes add up', async () => {
      const east = await addScheme(t, design.menuId, [{ field: 'region', op: '==', value: 'east' }]);
      const large = await addScheme(t, design.menuId, [{ field: 'amount', op: '>', value: 100 }]);
      expect(await titles(await schemeViewer(t, design.menuId, east))).toEqual(['a东小', 'b东大']);
      expect(await titles(await schemeViewer(t, design.menuId, large))).toEqual(['b东大', 'c西大']);
      expect(await titles(await schemeViewer(t, design.menuId, east, large))).toEqual([
        'a东小',
        'b东大',
        'c西大',
      ]);
      expect(await titles(await schemeViewer(t, design.menuId))).toEqual([]);
    });

    it('stores the picked day in a date column there and reads it back as that midnight', async () => {
      const [row] = await maria.rowsThere(table, 'where title = ?', ['a东小']);
      expect(dayOf(row?.due)).toBe('2026-03-02');
      const rows = await list(admin);
      expect(rows.find((r) => r.title === 'a东小')?.due).toBe(due);
      const byDay = await list(admin, { queryJson: JSON.stringify({ due: [due, due] }) });
      expect(byDay.map((r) => r.title)).toEqual(['a东小']);
      const dayBefore = await list(admin, {
        queryJson: JSON.stringify({ due: [due - 86_400_000, due - 86_400_000] }),
      });
      expect(dayBefore).toEqual([]);
    });
  },
);
