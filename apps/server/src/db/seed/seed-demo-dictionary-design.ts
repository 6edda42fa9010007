/*
 * The demo dynamic dictionary behind 扩展示例 › 动态功能 › 动态字典示例: 客户来源, a design whose form
 * keeps dictionary entries (名称, 编码, 排序, 状态, 上级, 说明) and whose list shows them, with six
 * entries. The 在线表单示例 form chooses its 客户来源 from it.
 */

import { DYNAMIC_DICTIONARY_DATA_TYPE, NEW_FORM_CONF } from '@platform/form-engine';
import { column, demoList, search, widget } from './seed-design-widgets.ts';

type Json = Record<string, unknown>;

/** The design's id: the seeded menu's `propertyJson.moduleId` names it. */
export const DEMO_DICTIONARY_DESIGN_ID = 'demo-dictionary';

/** How a choice of another form names this dictionary, storing the entry's code. */
export const demoDictionarySource = {
  config: { dataType: DYNAMIC_DICTIONARY_DATA_TYPE, dictionaryType: DEMO_DICTIONARY_DESIGN_ID },
  props: { props: { label: 'fullName', value: 'enCode' } },
};

const nameField = widget(
  'comInput',
  'fullName',
  '名称',
  { maxlength: 50, placeholder: '请输入名称', clearable: true },
  { required: true, span: 12 },
);
const codeField = widget(
  'comInput',
  'enCode',
  '编码',
  { maxlength: 50, placeholder: '请输入编码', clearable: true },
  { required: true, span: 12 },
);
const sortField = widget(
  'numInput',
  'sortCode',
  '排序',
  { min: 0, max: 999999, step: 1, precision: 0, 'controls-position': '' },
  { span: 12, defaultValue: 0 },
);
const stateField = widget(
  'switch',
  'enabledMark',
  '状态',
  { 'active-txt': '启用', 'inactive-txt': '停用', 'active-value': 1, 'inactive-value': 0 },
  { span: 12, defaultValue: 1 },
);
// The parent is an entry of this very dictionary, stored by id: the options come out as a tree.
const parentField = widget(
  'treeSelect',
  'parentId',
  '上级',
  {
    placeholder: '请选择上级',
    clearable: true,
    filterable: true,
    props: { props: { label: 'fullName', value: 'id' } },
  },
  { dataType: DYNAMIC_DICTIONARY_DATA_TYPE, dictionaryType: DEMO_DICTIONARY_DESIGN_ID },
);
const descriptionField = widget('textarea', 'description', '说明', {
  maxlength: 500,
  autosize: { minRows: 2, maxRows: 4 },
  placeholder: '请输入说明',
});

const fields = [nameField, codeField, sortField, stateField, parentField, descriptionField];

export const demoDictionaryFormData = JSON.stringify({ ...NEW_FORM_CONF, idGlobal: 106, fields });

export const demoDictionaryColumnData = demoList({
  pageSize: 20,
  sort: 'asc',
  defaultSidx: 'sortCode',
  searchList: [search(nameField, 2), search(codeField, 2)],
  columnList: [
    column(nameField, 160),
    column(codeField, 140),
    column(sortField, 80, 'center'),
    column(stateField, 90, 'center'),
    column(descriptionField, 240),
  ],
  btnsList: ['add', 'batchRemove'],
  columnBtnsList: ['edit', 'remove'],
});

const ENTRIES: [fullName: string, enCode: string, description: string][] = [
  ['展会', 'exhibition', '行业展会、展览现场获取'],
  ['官网', 'website', '官网咨询、在线留言'],
  ['转介绍', 'referral', '老客户或朋友推荐'],
  ['电话营销', 'telemarketing', ''],
  ['合作伙伴', 'partner', '渠道与合作伙伴引荐'],
  ['其他', 'other', ''],
];

/** The demo entries, as the form saves them. */
export const DEMO_DICTIONARY_RECORDS: Json[] = ENTRIES.map(([fullName, enCode, description], index) => ({
  fullName,
  enCode,
  sortCode: index + 1,
  enabledMark: 1,
  parentId: null,
  description,
}));
