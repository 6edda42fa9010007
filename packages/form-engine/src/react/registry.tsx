import type { JnpfKey } from '../widget-registry.ts';
import type { ReactWidget } from './widget-types.ts';
import { addressWidget } from './widgets/address.tsx';
import { autoCompleteWidget } from './widgets/auto-complete.tsx';
import {
  colorPickerWidget,
  inputNumberWidget,
  inputWidget,
  numRangeWidget,
  passwordWidget,
  rateWidget,
  sliderWidget,
  switchWidget,
  textareaWidget,
} from './widgets/basic.tsx';
import { cascaderWidget, checkboxWidget, radioWidget, selectWidget } from './widgets/choice.tsx';
import { barcodeWidget, qrcodeWidget } from './widgets/codes.tsx';
import { dateRangeWidget, dateWidget, timeRangeWidget, timeWidget } from './widgets/date-time.tsx';
import {
  alertWidget,
  buttonWidget,
  calculateWidget,
  dividerWidget,
  groupTitleWidget,
  linkWidget,
  textWidget,
  unsupportedWidget,
} from './widgets/display.tsx';
import { billRuleWidget, popupAttrWidget, relationFormAttrWidget } from './widgets/display-attrs.tsx';
import {
  cardWidget,
  collapseWidget,
  passThroughWidget,
  tableGridWidget,
  tabWidget,
} from './widgets/layout.tsx';
import {
  departmentPickerWidget,
  groupPickerWidget,
  mixedPickerWidget,
  organizePickerWidget,
  positionPickerWidget,
  rolePickerWidget,
  userPickerWidget,
} from './widgets/pickers.tsx';
import { popupSelectWidget, popupTableSelectWidget } from './widgets/popup-select.tsx';
import { relationFormWidget } from './widgets/relation-form.tsx';
import { richTextWidget } from './widgets/rich-text.tsx';
import { createSubTableWidget } from './widgets/sub-table.tsx';
import {
  organizeNameWidget,
  positionNameWidget,
  systemTimeWidget,
  userNameWidget,
} from './widgets/system.tsx';
import { treeSelectWidget } from './widgets/tree-select.tsx';
import { fileUploadWidget, imageUploadWidget } from './widgets/upload.tsx';

/**
 * The React face of every built-in widget key. A key of JNPF_KEYS without an entry does not compile. Keys
 * not built yet map to `unsupportedWidget`, which says so on screen; docs/form-engine.md lists them. The
upload keys show it too in edit mode until the host supplies `sources.FileUploadField`.
 */
export const REACT_WIDGETS = {
  comInput: inputWidget,
  input: inputWidget,
  textarea: textareaWidget,
  PsdInput: passwordWidget,
  numInput: inputNumberWidget,
  inputNumber: inputNumberWidget,
  switch: switchWidget,
  radio: radioWidget,
  checkbox: checkboxWidget,
  select: selectWidget,
  cascader: cascaderWidget,
  date: dateWidget,
  time: timeWidget,
  dateRange: dateRangeWidget,
  timeRange: timeRangeWidget,
  numRange: numRangeWidget,
  uploadFz: fileUploadWidget,
  uploadFile: fileUploadWidget,
  uploadImg: imageUploadWidget,
  colorPicker: colorPickerWidget,
  rate: rateWidget,
  slider: sliderWidget,
  editor: richTextWidget,
  link: linkWidget,
  button: buttonWidget,
  JNPFText: textWidget,
  text: textWidget,
  alert: alertWidget,
  comSelect: organizePickerWidget,
  organizeSelect: organizePickerWidget,
  depSelect: departmentPickerWidget,
  posSelect: positionPickerWidget,
  userSelect: userPickerWidget,
  usersSelect: mixedPickerWidget,
  roleSelect: rolePickerWidget,
  groupSelect: groupPickerWidget,
  treeSelect: treeSelectWidget,
  // Cells use the faces of this map, looked up when a table renders.
  table: createSubTableWidget((key): ReactWidget => REACT_WIDGETS[key]),
  popupSelect: popupSelectWidget,
  popupTableSelect: popupTableSelectWidget,
  autoComplete: autoCompleteWidget,
  address: addressWidget,
  billRule: billRuleWidget,
  relationForm: relationFormWidget,
  relationFormAttr: relationFormAttrWidget,
  popupAttr: popupAttrWidget,
  calculate: calculateWidget,
  qrcode: qrcodeWidget,
  barcode: barcodeWidget,
  createUser: userNameWidget,
  createTime: systemTimeWidget,
  modifyUser: userNameWidget,
  modifyTime: systemTimeWidget,
  currOrganize: organizeNameWidget,
  currDept: organizeNameWidget,
  currPosition: positionNameWidget,
  groupTitle: groupTitleWidget,
  divider: dividerWidget,
  collapse: collapseWidget,
  collapseItem: passThroughWidget,
  tab: tabWidget,
  tabItem: passThroughWidget,
  row: passThroughWidget,
  card: cardWidget,
  tableGrid: tableGridWidget,
  tableGridTr: passThroughWidget,
  tableGridTd: passThroughWidget,
} as const satisfies Record<JnpfKey, ReactWidget>;

/** The keys that render the "not supported yet" placeholder. */
export const UNSUPPORTED_KEYS = (Object.keys(REACT_WIDGETS) as JnpfKey[]).filter(
  (key) => REACT_WIDGETS[key] === unsupportedWidget,
);
