import { DEFAULT_LANGUAGE, type Language, type MessageCatalogue } from '@platform/contracts';
import { fillMessage, type MessageParams } from '../messages.ts';

/** Texts of the React renderer, in the three languages; `{name}` placeholders are filled by rendererText. */
export const rendererMessages = {
  'formEngine.renderer.unsupported': {
    'zh-CN': '该控件暂未支持',
    'zh-TW': '該控件暫未支援',
    'en-US': 'This widget is not supported yet',
  },
  'formEngine.renderer.submit': { 'zh-CN': '提交', 'zh-TW': '提交', 'en-US': 'Submit' },
  'formEngine.renderer.invalid': {
    'zh-CN': '表单有{count}处错误，请修改后再提交',
    'zh-TW': '表單有{count}處錯誤，請修改後再提交',
    'en-US': 'The form has {count} error(s); please correct them and submit again',
  },
  'formEngine.renderer.placeholderInput': { 'zh-CN': '请输入', 'zh-TW': '請輸入', 'en-US': 'Please enter' },
  'formEngine.renderer.placeholderSelect': { 'zh-CN': '请选择', 'zh-TW': '請選擇', 'en-US': 'Please select' },
  'formEngine.renderer.rangeStart': { 'zh-CN': '最小值', 'zh-TW': '最小值', 'en-US': 'Minimum' },
  'formEngine.renderer.rangeEnd': { 'zh-CN': '最大值', 'zh-TW': '最大值', 'en-US': 'Maximum' },
  'formEngine.renderer.on': { 'zh-CN': '开', 'zh-TW': '開', 'en-US': 'On' },
  'formEngine.renderer.off': { 'zh-CN': '关', 'zh-TW': '關', 'en-US': 'Off' },
  'formEngine.renderer.empty': { 'zh-CN': '—', 'zh-TW': '—', 'en-US': '—' },
  'formEngine.renderer.pickerSelected': { 'zh-CN': '已选', 'zh-TW': '已選', 'en-US': 'Selected' },
  'formEngine.renderer.pickerClear': { 'zh-CN': '清空列表', 'zh-TW': '清空列表', 'en-US': 'Clear list' },
  'formEngine.renderer.pickerRemove': { 'zh-CN': '移除', 'zh-TW': '移除', 'en-US': 'Remove' },
  'formEngine.renderer.pickerCancel': { 'zh-CN': '取消', 'zh-TW': '取消', 'en-US': 'Cancel' },
  'formEngine.renderer.pickerConfirm': { 'zh-CN': '确定', 'zh-TW': '確定', 'en-US': 'Confirm' },
  'formEngine.renderer.pickerSearch': {
    'zh-CN': '请输入关键词查询',
    'zh-TW': '請輸入關鍵詞查詢',
    'en-US': 'Search by keyword',
  },
  'formEngine.renderer.pickerNoData': { 'zh-CN': '暂无数据', 'zh-TW': '暫無資料', 'en-US': 'No data' },
  'formEngine.renderer.pickerLoadFailed': {
    'zh-CN': '数据加载失败',
    'zh-TW': '資料載入失敗',
    'en-US': 'The data could not be loaded',
  },
  'formEngine.renderer.pickerTabAll': { 'zh-CN': '全部数据', 'zh-TW': '全部資料', 'en-US': 'All' },
  'formEngine.renderer.pickerTabCurrentOrganize': {
    'zh-CN': '当前组织',
    'zh-TW': '當前組織',
    'en-US': 'My organization',
  },
  'formEngine.renderer.pickerTabSubordinates': {
    'zh-CN': '我的下属',
    'zh-TW': '我的下屬',
    'en-US': 'My subordinates',
  },
  'formEngine.renderer.pickerTabDepartment': { 'zh-CN': '部门', 'zh-TW': '部門', 'en-US': 'Departments' },
  'formEngine.renderer.pickerTabRole': { 'zh-CN': '角色', 'zh-TW': '角色', 'en-US': 'Roles' },
  'formEngine.renderer.pickerTabPosition': { 'zh-CN': '岗位', 'zh-TW': '崗位', 'en-US': 'Positions' },
  'formEngine.renderer.pickerTabGroup': { 'zh-CN': '分组', 'zh-TW': '分組', 'en-US': 'Groups' },
  'formEngine.renderer.pickerTabOrganize': { 'zh-CN': '组织', 'zh-TW': '組織', 'en-US': 'Organizations' },
  'formEngine.renderer.pickerTabGlobal': { 'zh-CN': '全局', 'zh-TW': '全局', 'en-US': 'Global' },
  'formEngine.renderer.pickerTabSystem': {
    'zh-CN': '系统变量',
    'zh-TW': '系統變數',
    'en-US': 'System variables',
  },
  'formEngine.renderer.pickerCurrentUser': {
    'zh-CN': '当前用户',
    'zh-TW': '目前使用者',
    'en-US': 'Current user',
  },
  'formEngine.renderer.pickerTitleOrganize': {
    'zh-CN': '选择组织',
    'zh-TW': '選擇組織',
    'en-US': 'Choose organizations',
  },
  'formEngine.renderer.pickerTitleDepartment': {
    'zh-CN': '选择部门',
    'zh-TW': '選擇部門',
    'en-US': 'Choose departments',
  },
  'formEngine.renderer.pickerTitlePosition': {
    'zh-CN': '选择岗位',
    'zh-TW': '選擇崗位',
    'en-US': 'Choose positions',
  },
  'formEngine.renderer.pickerTitleUser': {
    'zh-CN': '选择用户',
    'zh-TW': '選擇用戶',
    'en-US': 'Choose users',
  },
  'formEngine.renderer.pickerTitleRole': {
    'zh-CN': '选择角色',
    'zh-TW': '選擇角色',
    'en-US': 'Choose roles',
  },
  'formEngine.renderer.pickerTitleGroup': {
    'zh-CN': '选择分组',
    'zh-TW': '選擇分組',
    'en-US': 'Choose groups',
  },
  'formEngine.renderer.optionsFailed': {
    'zh-CN': '选项加载失败',
    'zh-TW': '選項載入失敗',
    'en-US': 'The options could not be loaded',
  },
  'formEngine.renderer.subTableAdd': { 'zh-CN': '添加', 'zh-TW': '添加', 'en-US': 'Add' },
  'formEngine.renderer.subTableIndex': { 'zh-CN': '序号', 'zh-TW': '序號', 'en-US': 'No.' },
  'formEngine.renderer.subTableSummary': { 'zh-CN': '合计', 'zh-TW': '合計', 'en-US': 'Total' },
  'formEngine.renderer.subTableActions': { 'zh-CN': '操作', 'zh-TW': '操作', 'en-US': 'Actions' },
  'formEngine.renderer.subTableDelete': { 'zh-CN': '删除', 'zh-TW': '刪除', 'en-US': 'Delete' },
  'formEngine.renderer.subTableDeleteConfirm': {
    'zh-CN': '确定删除第{row}行吗？',
    'zh-TW': '確定刪除第{row}行嗎？',
    'en-US': 'Delete row {row}?',
  },
  'formEngine.renderer.subTableDeleteOk': { 'zh-CN': '确定', 'zh-TW': '確定', 'en-US': 'OK' },
  'formEngine.renderer.subTableDeleteCancel': { 'zh-CN': '取消', 'zh-TW': '取消', 'en-US': 'Cancel' },
  'formEngine.renderer.billRuleAuto': {
    'zh-CN': '系统自动生成',
    'zh-TW': '系統自動生成',
    'en-US': 'Generated by the system',
  },
  'formEngine.renderer.barcodeInvalid': {
    'zh-CN': '条形码内容只能包含字母和数字',
    'zh-TW': '條碼內容只能包含字母和數字',
    'en-US': 'A barcode can hold only letters and digits',
  },
  'formEngine.renderer.popupTitle': { 'zh-CN': '选择数据', 'zh-TW': '選擇資料', 'en-US': 'Select data' },
  'formEngine.renderer.popupKeyword': { 'zh-CN': '关键词', 'zh-TW': '關鍵詞', 'en-US': 'Keyword' },
  'formEngine.renderer.popupSearch': { 'zh-CN': '查询', 'zh-TW': '查詢', 'en-US': 'Search' },
  'formEngine.renderer.popupReset': { 'zh-CN': '重置', 'zh-TW': '重置', 'en-US': 'Reset' },
  'formEngine.renderer.popupRefresh': { 'zh-CN': '刷新', 'zh-TW': '重新整理', 'en-US': 'Refresh' },
  'formEngine.renderer.relationFormDetail': { 'zh-CN': '详情', 'zh-TW': '詳情', 'en-US': 'Details' },
  'formEngine.renderer.dictionaryAdd': { 'zh-CN': '新增', 'zh-TW': '新增', 'en-US': 'Add' },
} satisfies MessageCatalogue;

export type RendererMessageKey = keyof typeof rendererMessages;

export function rendererText(
  key: RendererMessageKey,
  lang: Language = DEFAULT_LANGUAGE,
  params: MessageParams = {},
): string {
  return fillMessage(rendererMessages[key], lang, params);
}
