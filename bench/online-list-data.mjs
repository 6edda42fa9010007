// Issue 13's workload, shared by the online list bench and its NocoBase comparison: a 功能设计 design with a
// name, a status, an amount, a day and a sub-table, bound to tables by 创建数据表, released to a menu; its
// main table filled with a million rows by generate_series; the list call (a keyword and two filters).
import pg from 'pg';
import { apiCall } from './bench-kit.mjs';

export const ROWS = Number(process.env.BENCH_ONLINE_ROWS ?? 1_000_000);
/** Five statuses, one a row in turn. */
export const STATUSES = ['draft', 'open', 'paid', 'shipped', 'closed'];

const widget = (key, name, label, extra = {}, config = {}) => ({
  __config__: { jnpfKey: key, label, span: 24, showLabel: true, layout: 'colFormItem', ...config },
  __vModel__: name,
  ...extra,
});

const statusOptions = {
  __slot__: { options: STATUSES.map((id) => ({ id, fullName: id })) },
};

const FIELDS = [
  widget('comInput', 'name', '名称', { maxlength: 100 }),
  widget('select', 'status', '状态', statusOptions, {
    dataType: 'static',
    props: { label: 'fullName', value: 'id' },
  }),
  widget('numInput', 'amount', '金额', { precision: 2 }),
  widget('date', 'day', '日期', { format: 'yyyy-MM-dd' }),
  widget(
    'table',
    'items',
    '明细',
    {},
    {
      layout: 'rowFormItem',
      children: [widget('comInput', 'item_name', '品名'), widget('numInput', 'item_qty', '件数')],
    },
  ),
];

const search = (name, key, searchType) => ({
  __vModel__: name,
  prop: name,
  __config__: { jnpfKey: key },
  searchType,
});

const COLUMNS = {
  type: 1,
  hasPage: true,
  pageSize: 20,
  sort: 'desc',
  defaultSidx: '',
  columnList: [
    { prop: 'name', label: '名称' },
    { prop: 'status', label: '状态' },
    { prop: 'amount', label: '金额' },
    { prop: 'day', label: '日期' },
  ],
  searchList: [search('name', 'comInput', 2), search('status', 'select', 1), search('amount', 'numInput', 3)],
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }],
};

/**
 * The design made, given its tables and released to a Web menu under 在线开发, through the API as the
 * designer does; answers its id, the menu's id and the main and sub-table names.
 */
export async function createBoundDesign(base, token, databaseUrl) {
  const code = `Bench${Date.now()}`;
  const { id } = await apiCall(base, token, 'POST', '/api/visualdev/Base', {
    id: '',
    fullName: '压测订单',
    enCode: code,
    type: 1,
    webType: 2,
    dbLinkId: '0',
    sortCode: 0,
    enableFlow: 0,
    state: 1,
    category: 'bench',
    description: '',
    tables: '[]',
    interfaceId: '',
    interfaceName: '',
    formData: JSON.stringify({
      formRef: 'elForm',
      formModel: 'dataForm',
      labelWidth: 100,
      gutter: 15,
      fields: FIELDS,
    }),
    columnData: JSON.stringify(COLUMNS),
    appColumnData: null,
    interfaceParam: null,
  });
  const { tables } = await apiCall(base, token, 'POST', `/api/visualdev/Base/${id}/Actions/CreateTables`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let parent;
  try {
    ({
      rows: [parent],
    } = await db.query("select id, system_id from modules where en_code = 'onlineDev'"));
  } finally {
    await db.end();
  }
  const release = await apiCall(base, token, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, {
    pc: 1,
    app: 0,
    pcModuleParentId: parent.id,
    pcSystemId: parent.system_id,
  });
  return { id, menuId: release.pcModuleId, main: tables[0].table, sub: tables[1].table, tables };
}

/**
 * `rows` rows: name 客户0000001 华东… (the number padded to 7 digits, one of five regions), status in turn,
 * amount 0.00–999.99 spread over the rows, a day in 2025–2026; ids above every id the server makes.
 */
export const seedRowsSql = (table, rows = ROWS) => `
insert into app_data.${table} (id, name, status, amount, day, creator_user_id, creator_time)
select (9000000000000000000 - g)::text,
       '客户' || lpad(g::text, 7, '0') || ' ' || (array['华东','华南','华北','西南','东北'])[1 + g % 5],
       (array[${STATUSES.map((s) => `'${s}'`).join(',')}])[1 + (g / 5) % 5],
       ((g::bigint * 7919) % 100000) / 100.0,
       timestamp '2025-01-01' + ((g % 730) || ' days')::interval,
       'admin', now()
  from generate_series(1, ${rows}) as g;`;

/** The list call measured: a keyword, a status and an amount range, page 1 of 20, the default order. */
export const LIST_QUERY = {
  keyword: '客户0012',
  status: 'paid',
  amountFrom: 100,
  amountTo: 500,
};

/** For scale: the first page of the whole table (no keyword, no filter), counted in full. */
export const NO_FILTER = { keyword: '', status: '', amountFrom: '', amountTo: '' };

export const listBody = (menuId, query = LIST_QUERY) => ({
  currentPage: 1,
  pageSize: 20,
  sort: 'desc',
  sidx: '',
  menuId,
  keyword: query.keyword,
  queryJson: JSON.stringify({ status: query.status, amount: [query.amountFrom, query.amountTo] }),
  superQueryJson: '',
});

/** A save of the form: the main values and `count` sub-table rows. */
export const saveBody = (n, count = 100) => ({
  id: '',
  data: JSON.stringify({
    name: `保存测试${n}`,
    status: 'open',
    amount: 12.5,
    day: Date.UTC(2026, 0, 1),
    items: Array.from({ length: count }, (_, i) => ({ item_name: `品名${i}`, item_qty: i + 1 })),
  }),
});
