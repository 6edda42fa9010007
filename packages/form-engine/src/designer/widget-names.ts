import type { Language } from '@platform/contracts';
import type { JnpfKey } from '../widget-registry.ts';

/*
 * The form designer's palette: the widgets a designer can add, by group in the original designer's
 * order, and each widget's name in the three languages (also the label a new widget starts with).
 * The later designers' alias keys (input, inputNumber, text, uploadFile, organizeSelect) load and
 * render but are not offered: the palette adds the 3.4 keys the original clients read.
 */

export const PALETTE_GROUPS = ['input', 'picker', 'system', 'layout'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

export const PALETTE = {
  input: [
    'comInput',
    'textarea',
    'PsdInput',
    'numInput',
    'switch',
    'radio',
    'checkbox',
    'select',
    'cascader',
    'date',
    'time',
    'dateRange',
    'timeRange',
    'numRange',
    'uploadFz',
    'uploadImg',
    'colorPicker',
    'rate',
    'slider',
    'editor',
    'link',
    'button',
    'JNPFText',
    'alert',
    'calculate',
    'qrcode',
    'barcode',
  ],
  picker: [
    'comSelect',
    'depSelect',
    'posSelect',
    'userSelect',
    'roleSelect',
    'groupSelect',
    'usersSelect',
    'table',
    'treeSelect',
    'popupTableSelect',
    'autoComplete',
    'address',
    'billRule',
    'relationForm',
    'popupSelect',
    'relationFormAttr',
    'popupAttr',
  ],
  system: [
    'createUser',
    'createTime',
    'modifyUser',
    'modifyTime',
    'currOrganize',
    'currDept',
    'currPosition',
  ],
  layout: ['groupTitle', 'divider', 'collapse', 'tab', 'row', 'card', 'tableGrid'],
} as const satisfies Record<PaletteGroup, readonly JnpfKey[]>;

/** Every key the palette offers. */
export type PaletteKey = (typeof PALETTE)[PaletteGroup][number];

type Names = Record<Language, string>;
const n = (zhCN: string, zhTW: string, enUS: string): Names => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});

export const PALETTE_GROUP_NAMES: Record<PaletteGroup, Names> = {
  input: n('基础控件', '基礎控件', 'Basic'),
  picker: n('高级控件', '進階控件', 'Advanced'),
  system: n('系统控件', '系統控件', 'System'),
  layout: n('布局控件', '佈局控件', 'Layout'),
};

/** The name of each offered widget (one per key, or this does not compile); the original's Chinese names. */
export const WIDGET_NAMES: Record<PaletteKey, Names> = {
  comInput: n('单行输入', '單行輸入', 'Text'),
  textarea: n('多行输入', '多行輸入', 'Text area'),
  PsdInput: n('密码输入', '密碼輸入', 'Password'),
  numInput: n('数字输入', '數字輸入', 'Number'),
  switch: n('开关', '開關', 'Switch'),
  radio: n('单选框组', '單選框組', 'Radio group'),
  checkbox: n('多选框组', '多選框組', 'Checkbox group'),
  select: n('下拉选择', '下拉選擇', 'Select'),
  cascader: n('级联选择', '級聯選擇', 'Cascader'),
  date: n('日期选择', '日期選擇', 'Date'),
  time: n('时间选择', '時間選擇', 'Time'),
  dateRange: n('日期范围', '日期範圍', 'Date range'),
  timeRange: n('时间范围', '時間範圍', 'Time range'),
  numRange: n('数字范围', '數字範圍', 'Number range'),
  uploadFz: n('文件上传', '檔案上傳', 'File upload'),
  uploadImg: n('图片上传', '圖片上傳', 'Image upload'),
  colorPicker: n('颜色选择', '顏色選擇', 'Colour'),
  rate: n('评分', '評分', 'Rating'),
  slider: n('滑块', '滑桿', 'Slider'),
  editor: n('富文本', '富文字', 'Rich text'),
  link: n('链接', '連結', 'Link'),
  button: n('按钮', '按鈕', 'Button'),
  JNPFText: n('文本', '文字', 'Static text'),
  alert: n('提示', '提示', 'Alert'),
  calculate: n('计算公式', '計算公式', 'Calculation'),
  qrcode: n('二维码', 'QR 碼', 'QR code'),
  barcode: n('条形码', '條碼', 'Barcode'),
  comSelect: n('组织选择', '組織選擇', 'Organization'),
  depSelect: n('部门选择', '部門選擇', 'Department'),
  posSelect: n('岗位选择', '崗位選擇', 'Position'),
  userSelect: n('用户选择', '使用者選擇', 'User'),
  roleSelect: n('角色选择', '角色選擇', 'Role'),
  groupSelect: n('分组选择', '分組選擇', 'Group'),
  usersSelect: n('用户组件', '使用者組件', 'Users (mixed)'),
  table: n('设计子表', '設計子表', 'Sub-table'),
  treeSelect: n('下拉树形', '下拉樹形', 'Tree select'),
  popupTableSelect: n('下拉表格', '下拉表格', 'Table select'),
  autoComplete: n('下拉补全', '下拉補全', 'Autocomplete'),
  address: n('省市区域', '省市區域', 'Area'),
  billRule: n('单据组件', '單據組件', 'Document number'),
  relationForm: n('关联表单', '關聯表單', 'Related form'),
  popupSelect: n('弹窗选择', '彈窗選擇', 'Popup select'),
  relationFormAttr: n('关联表单属性', '關聯表單屬性', 'Related form attribute'),
  popupAttr: n('弹窗选择属性', '彈窗選擇屬性', 'Popup attribute'),
  createUser: n('创建人员', '建立人員', 'Created by'),
  createTime: n('创建时间', '建立時間', 'Created at'),
  modifyUser: n('修改人员', '修改人員', 'Modified by'),
  modifyTime: n('修改时间', '修改時間', 'Modified at'),
  currOrganize: n('所属组织', '所屬組織', 'Organization of the creator'),
  currDept: n('所属部门', '所屬部門', 'Department of the creator'),
  currPosition: n('所属岗位', '所屬崗位', 'Position of the creator'),
  groupTitle: n('分组标题', '分組標題', 'Group title'),
  divider: n('分割线', '分隔線', 'Divider'),
  collapse: n('折叠面板', '摺疊面板', 'Collapse'),
  tab: n('标签面板', '標籤面板', 'Tabs'),
  row: n('栅格容器', '柵格容器', 'Grid row'),
  card: n('卡片容器', '卡片容器', 'Card'),
  tableGrid: n('表格容器', '表格容器', 'Table layout'),
};

/** A widget's name in the language, the key itself for a key the palette does not offer. */
export function widgetName(key: JnpfKey, lang: Language): string {
  return isPaletteKey(key) ? WIDGET_NAMES[key][lang] : key;
}

export function isPaletteKey(key: string): key is PaletteKey {
  return Object.hasOwn(WIDGET_NAMES, key);
}
