/*
 * The demo design behind 扩展示例 › 表格示例: a contract ledger (合同台账) list with search fields, a 合计
 * summary of the amounts, import and export, over a dozen demo records. Like 在线表单示例 it keeps its
 * records in the runtime's own table (no tables of its own).
 */

import { NEW_FORM_CONF } from '@platform/form-engine';
import { column, demoList, search, widget } from './seed-design-widgets.ts';

type Json = Record<string, unknown>;

/** The design's id: the seeded menu's `propertyJson.moduleId` names it. */
export const DEMO_TABLE_DESIGN_ID = 'demo-table';

const options = (entries: [id: string, fullName: string][]) => ({
  __slot__: { options: entries.map(([id, fullName]) => ({ id, fullName })) },
  props: { props: { label: 'fullName', value: 'id' } },
});
const staticOptions = { dataType: 'static', props: { label: 'fullName', value: 'id' } };

const TYPES: [string, string][] = [
  ['purchase', '采购合同'],
  ['sales', '销售合同'],
  ['service', '服务合同'],
];
const STATES: [string, string][] = [
  ['running', '执行中'],
  ['done', '已完成'],
  ['ended', '已终止'],
];

const codeField = widget(
  'comInput',
  'contractNo',
  '合同编号',
  { maxlength: 30, placeholder: '请输入合同编号', clearable: true },
  { required: true, span: 12 },
);
const nameField = widget(
  'comInput',
  'contractName',
  '合同名称',
  { maxlength: 100, placeholder: '请输入合同名称', clearable: true },
  { required: true, span: 12 },
);
const typeField = widget(
  'select',
  'contractType',
  '合同类型',
  { ...options(TYPES), placeholder: '请选择', clearable: true },
  { ...staticOptions, required: true, span: 12 },
);
const partyField = widget(
  'comInput',
  'partyName',
  '签约单位',
  { maxlength: 100, placeholder: '请输入签约单位', clearable: true },
  { span: 12 },
);
const amountField = widget(
  'numInput',
  'amount',
  '合同金额(元)',
  { min: 0, max: 100_000_000, step: 1, precision: 2, 'controls-position': '' },
  { span: 12 },
);
const dateField = widget(
  'date',
  'signDate',
  '签订日期',
  { type: 'date', format: 'yyyy-MM-dd', 'value-format': 'timestamp', placeholder: '请选择' },
  { span: 12 },
);
const stateField = widget('radio', 'state', '执行状态', options(STATES), {
  ...staticOptions,
  defaultValue: 'running',
});
const remarkField = widget('textarea', 'remark', '备注', {
  maxlength: 500,
  autosize: { minRows: 3, maxRows: 4 },
  placeholder: '请输入备注',
});

const fields = [codeField, nameField, typeField, partyField, amountField, dateField, stateField, remarkField];

export const demoTableFormData = JSON.stringify({ ...NEW_FORM_CONF, idGlobal: 108, fields });

export const demoTableColumnData = demoList({
  pageSize: 10,
  sort: 'desc',
  defaultSidx: 'signDate',
  summaryField: ['amount'],
  searchList: [search(nameField, 2), search(typeField, 1), search(stateField, 1)],
  columnList: [
    { ...column(codeField, 130), fixed: 'left' },
    column(nameField, 200),
    column(typeField, 110, 'center'),
    column(partyField, 180),
    column(amountField, 140, 'right'),
    column(dateField, 120, 'center'),
    column(stateField, 100, 'center'),
  ],
  btnsList: ['add', 'upload', 'download', 'batchRemove'],
  columnBtnsList: ['edit', 'detail', 'remove'],
});

const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`);

type Row = [
  no: string,
  name: string,
  type: string,
  party: string,
  amount: number,
  date: string,
  state: string,
];

const ROWS: Row[] = [
  ['HT-2026-001', '年度办公用品采购', 'purchase', '杭州文源商贸有限公司', 48600, '2026-01-08', 'done'],
  [
    'HT-2026-002',
    '数字化车间改造服务',
    'service',
    '浙江智造科技股份有限公司',
    1280000,
    '2026-01-22',
    'running',
  ],
  ['HT-2026-003', '智能传感器销售', 'sales', '宁波海港物流有限公司', 356000, '2026-02-14', 'running'],
  ['HT-2026-004', '服务器及存储采购', 'purchase', '杭州云帆科技有限公司', 692500, '2026-03-03', 'done'],
  ['HT-2026-005', '企业上云咨询', 'service', '温州瓯江制造有限公司', 86000, '2026-03-27', 'ended'],
  ['HT-2026-006', '工业网关销售', 'sales', '嘉兴南湖电子有限公司', 214800, '2026-04-16', 'running'],
  ['HT-2026-007', '安全生产培训', 'service', '绍兴黄酒文化有限公司', 32000, '2026-05-09', 'done'],
  ['HT-2026-008', '原材料框架采购', 'purchase', '湖州绿源材料有限公司', 950000, '2026-06-01', 'running'],
  ['HT-2026-009', '数据中台实施', 'service', '金华义乌商城集团', 1560000, '2026-07-18', 'running'],
  ['HT-2026-010', '边缘计算设备销售', 'sales', '台州精工机械有限公司', 428000, '2026-08-25', 'running'],
  ['HT-2026-011', '质量追溯系统运维', 'service', '丽水山耕农业有限公司', 120000, '2026-09-12', 'running'],
  ['HT-2026-012', '包装材料采购', 'purchase', '衢州东港纸业有限公司', 76300, '2026-10-30', 'running'],
];

/** The demo records, as the form saves them (dates in epoch ms), oldest first. */
export const DEMO_TABLE_RECORDS: Json[] = ROWS.map(
  ([contractNo, contractName, contractType, partyName, amount, date, state]) => ({
    contractNo,
    contractName,
    contractType,
    partyName,
    amount,
    signDate: day(date),
    state,
    remark: '',
  }),
);
