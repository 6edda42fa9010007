/**
 * Every built-in widget key (`__config__.jnpfKey`) of the original online-development designer. The 3.4
 * designer names (comInput, numInput, JNPFText, uploadFz, comSelect) and the later ones (input, inputNumber,
 * text, uploadFile, organizeSelect) both load, so designs saved by either version open here.
 */
export const JNPF_KEYS = [
  // Basic inputs.
  'comInput',
  'input',
  'textarea',
  'PsdInput',
  'numInput',
  'inputNumber',
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
  'uploadFile',
  'uploadImg',
  'colorPicker',
  'rate',
  'slider',
  'editor',
  'link',
  'button',
  'JNPFText',
  'text',
  'alert',
  // Pickers and relations.
  'comSelect',
  'organizeSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'usersSelect',
  'roleSelect',
  'groupSelect',
  'treeSelect',
  'table',
  'popupSelect',
  'popupTableSelect',
  'autoComplete',
  'address',
  'billRule',
  'relationForm',
  'relationFormAttr',
  'popupAttr',
  'calculate',
  'qrcode',
  'barcode',
  // Filled by the system.
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'currOrganize',
  'currDept',
  'currPosition',
  // Layout.
  'groupTitle',
  'divider',
  'collapse',
  'collapseItem',
  'tab',
  'tabItem',
  'row',
  'card',
  'tableGrid',
  'tableGridTr',
  'tableGridTd',
] as const;

export type JnpfKey = (typeof JNPF_KEYS)[number];

/**
 * What the engine does with a widget's value:
 * - text, number, switch, option, multiOption, cascader, treeSelect, date, time, dateRange, timeRange,
 *   numRange, file, image, color, rate, slider, picker, area: a value the user enters, checked on submit;
 * - calculate: computed from other fields, recomputed on the server and never taken from the client;
 * - derived: shows an attribute of a related record (popup / relation-form attribute); kept as sent;
 * - system: filled by the server (creator, times, organization, position, document number); what the
 *   client sends is dropped;
 * - display: shows something and holds no value (text, link, button, alert, codes);
 * - layout: arranges other widgets (its `__config__.children`);
 * - subTable: rows of columns, each column a widget.
 */
export type WidgetKind =
  | 'text'
  | 'number'
  | 'switch'
  | 'option'
  | 'multiOption'
  | 'cascader'
  | 'treeSelect'
  | 'date'
  | 'time'
  | 'dateRange'
  | 'timeRange'
  | 'numRange'
  | 'file'
  | 'image'
  | 'color'
  | 'rate'
  | 'slider'
  | 'picker'
  | 'area'
  | 'calculate'
  | 'derived'
  | 'system'
  | 'display'
  | 'layout'
  | 'subTable';

export type WidgetGroup = 'input' | 'picker' | 'system' | 'layout' | 'extra';

export interface WidgetInfo {
  kind: WidgetKind;
  group: WidgetGroup;
}

const w = (kind: WidgetKind, group: WidgetGroup): WidgetInfo => ({ kind, group });

/** One entry per key: adding a key to JNPF_KEYS without an entry here does not compile. */
export const WIDGET_REGISTRY = {
  comInput: w('text', 'input'),
  input: w('text', 'input'),
  textarea: w('text', 'input'),
  PsdInput: w('text', 'input'),
  numInput: w('number', 'input'),
  inputNumber: w('number', 'input'),
  switch: w('switch', 'input'),
  radio: w('option', 'input'),
  checkbox: w('multiOption', 'input'),
  select: w('option', 'input'),
  cascader: w('cascader', 'input'),
  date: w('date', 'input'),
  time: w('time', 'input'),
  dateRange: w('dateRange', 'extra'),
  timeRange: w('timeRange', 'extra'),
  numRange: w('numRange', 'extra'),
  uploadFz: w('file', 'input'),
  uploadFile: w('file', 'input'),
  uploadImg: w('image', 'input'),
  colorPicker: w('color', 'input'),
  rate: w('rate', 'input'),
  slider: w('slider', 'input'),
  editor: w('text', 'input'),
  link: w('display', 'input'),
  button: w('display', 'input'),
  JNPFText: w('display', 'input'),
  text: w('display', 'input'),
  alert: w('display', 'input'),
  comSelect: w('picker', 'picker'),
  organizeSelect: w('picker', 'picker'),
  depSelect: w('picker', 'picker'),
  posSelect: w('picker', 'picker'),
  userSelect: w('picker', 'picker'),
  usersSelect: w('picker', 'picker'),
  roleSelect: w('picker', 'picker'),
  groupSelect: w('picker', 'picker'),
  treeSelect: w('treeSelect', 'picker'),
  table: w('subTable', 'picker'),
  popupSelect: w('picker', 'picker'),
  popupTableSelect: w('picker', 'picker'),
  autoComplete: w('picker', 'picker'),
  address: w('area', 'picker'),
  billRule: w('system', 'picker'),
  relationForm: w('picker', 'picker'),
  relationFormAttr: w('derived', 'picker'),
  popupAttr: w('derived', 'picker'),
  calculate: w('calculate', 'extra'),
  qrcode: w('display', 'extra'),
  barcode: w('display', 'extra'),
  createUser: w('system', 'system'),
  createTime: w('system', 'system'),
  modifyUser: w('system', 'system'),
  modifyTime: w('system', 'system'),
  currOrganize: w('system', 'system'),
  currDept: w('system', 'system'),
  currPosition: w('system', 'system'),
  groupTitle: w('display', 'layout'),
  divider: w('display', 'layout'),
  collapse: w('layout', 'layout'),
  collapseItem: w('layout', 'layout'),
  tab: w('layout', 'layout'),
  tabItem: w('layout', 'layout'),
  row: w('layout', 'layout'),
  card: w('layout', 'layout'),
  tableGrid: w('layout', 'layout'),
  tableGridTr: w('layout', 'layout'),
  tableGridTd: w('layout', 'layout'),
} as const satisfies Record<JnpfKey, WidgetInfo>;

/** Containers whose children are panes (`{title, name, __config__: {children}}`) rather than widgets. */
export const PANE_CONTAINERS: ReadonlySet<JnpfKey> = new Set(['tab', 'collapse']);

export function isJnpfKey(value: unknown): value is JnpfKey {
  return typeof value === 'string' && Object.hasOwn(WIDGET_REGISTRY, value);
}

/** Kinds whose widget stores a value under its `__vModel__`. */
const VALUE_KINDS: ReadonlySet<WidgetKind> = new Set<WidgetKind>([
  'text',
  'number',
  'switch',
  'option',
  'multiOption',
  'cascader',
  'treeSelect',
  'date',
  'time',
  'dateRange',
  'timeRange',
  'numRange',
  'file',
  'image',
  'color',
  'rate',
  'slider',
  'picker',
  'area',
  'calculate',
  'derived',
  'system',
  'subTable',
]);

export function holdsValue(key: JnpfKey): boolean {
  return VALUE_KINDS.has(WIDGET_REGISTRY[key].kind);
}
