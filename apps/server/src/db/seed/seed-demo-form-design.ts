/*
 * The demo design behind 扩展示例 › 动态功能 › 在线表单示例: a customer registration form (客户登记;
 * its 客户来源 from the demo dynamic dictionary) and its list, in the original designer's JSON
 * (`formData`, `columnData`), with a few records. The design keeps its records in the runtime's own
 * table (no tables of its own).
 */

import { NEW_FORM_CONF } from '@platform/form-engine';
import { demoDictionarySource } from './seed-demo-dictionary-design.ts';
import { column, demoList, search, widget } from './seed-design-widgets.ts';

type Json = Record<string, unknown>;

/** The design's id: the seeded menu's `propertyJson.moduleId` names it. */
export const DEMO_FORM_DESIGN_ID = 'demo-form';

const LEVELS: [id: string, fullName: string][] = [
  ['vip', '重要客户'],
  ['normal', '普通客户'],
  ['potential', '潜在客户'],
];

const levelOptions = {
  __slot__: { options: LEVELS.map(([id, fullName]) => ({ id, fullName })) },
  props: { props: { label: 'fullName', value: 'id' } },
};
const staticOptions = { dataType: 'static', props: { label: 'fullName', value: 'id' } };

const nameField = widget(
  'comInput',
  'customerName',
  '客户名称',
  { maxlength: 50, placeholder: '请输入客户名称', clearable: true },
  { required: true, span: 12 },
);
const levelField = widget(
  'select',
  'customerLevel',
  '客户等级',
  { ...levelOptions, placeholder: '请选择', clearable: true },
  { ...staticOptions, span: 12 },
);
const sourceField = widget(
  'select',
  'customerSource',
  '客户来源',
  { ...demoDictionarySource.props, placeholder: '请选择', clearable: true },
  { ...demoDictionarySource.config, span: 12 },
);
const dateField = widget(
  'date',
  'visitDate',
  '登记日期',
  { type: 'date', format: 'yyyy-MM-dd', 'value-format': 'timestamp', placeholder: '请选择' },
  { span: 12 },
);
const budgetField = widget(
  'numInput',
  'annualBudget',
  '年度预算(万元)',
  { min: 0, max: 100000, step: 1, precision: 2, 'controls-position': '' },
  { span: 12 },
);
const remarkField = widget('textarea', 'remark', '备注', {
  maxlength: 500,
  autosize: { minRows: 3, maxRows: 4 },
  placeholder: '请输入备注',
});
const activeField = widget('switch', 'isActive', '是否有效', {
  'active-txt': '是',
  'inactive-txt': '否',
  'active-value': 1,
  'inactive-value': 0,
});

const fields = [nameField, levelField, sourceField, dateField, budgetField, remarkField, activeField];

export const demoFormData = JSON.stringify({ ...NEW_FORM_CONF, idGlobal: 107, fields });

export const demoColumnData = demoList({
  pageSize: 20,
  sort: 'desc',
  defaultSidx: '',
  searchList: [search(nameField, 2), search(levelField, 1)],
  columnList: [
    column(nameField, 160),
    column(levelField, 110),
    column(dateField, 120, 'center'),
    column(budgetField, 140, 'right'),
    column(activeField, 100, 'center'),
  ],
  btnsList: ['add', 'batchRemove'],
  columnBtnsList: ['edit', 'detail', 'remove'],
});

const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`);

/** The demo records, as the form saves them (dates in epoch ms, the switch 1/0). */
export const DEMO_FORM_RECORDS: Json[] = [
  {
    customerName: '杭州云帆科技',
    customerLevel: 'vip',
    customerSource: 'exhibition',
    visitDate: day('2026-03-02'),
    annualBudget: 320.5,
    remark: '年度框架合作，季度回访',
    isActive: 1,
  },
  {
    customerName: '宁波海港物流',
    customerLevel: 'normal',
    customerSource: 'website',
    visitDate: day('2026-04-18'),
    annualBudget: 85,
    remark: '',
    isActive: 1,
  },
  {
    customerName: '温州瓯江制造',
    customerLevel: 'potential',
    customerSource: 'referral',
    visitDate: day('2026-05-09'),
    annualBudget: 40,
    remark: '展会获取的线索',
    isActive: 0,
  },
  {
    customerName: '绍兴黄酒文化',
    customerLevel: 'normal',
    customerSource: 'partner',
    visitDate: day('2026-06-21'),
    annualBudget: 120,
    remark: '需要报价单',
    isActive: 1,
  },
  {
    customerName: '嘉兴南湖电子',
    customerLevel: 'vip',
    customerSource: 'exhibition',
    visitDate: day('2026-07-30'),
    annualBudget: 560,
    remark: '重点客户，专人对接',
    isActive: 1,
  },
];
