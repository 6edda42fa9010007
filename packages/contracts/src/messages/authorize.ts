import type { MessageCatalogue } from './types.ts';

/** Authorize (grants), the explainer, column settings and the column/form grant checks. */
export const authorizeMessages = {
  'authorize.holderNotFound': {
    'zh-CN': '授权对象不存在',
    'zh-TW': '授權對象不存在',
    'en-US': 'The role, position, user or group to authorize does not exist',
  },
  'authorize.unknownItem': {
    'zh-CN': '授权项不存在：{itemType} {id}',
    'zh-TW': '授權項不存在：{itemType} {id}',
    'en-US': 'No such {itemType} to grant: {id}',
  },
  'authorize.menuNotGranted': {
    'zh-CN': '“{name}”所属的菜单“{menu}”未勾选，请同时授权该菜单',
    'zh-TW': '「{name}」所屬的選單「{menu}」未勾選，請同時授權該選單',
    'en-US': '"{name}" belongs to the menu "{menu}", which is not granted: grant the menu too',
  },
  'authorize.cannotGrantUnheld': {
    'zh-CN': '不能授予自己没有的权限：{name}',
    'zh-TW': '不能授予自己沒有的權限：{name}',
    'en-US': 'You cannot grant what you do not hold yourself: {name}',
  },
  'authorize.saved': {
    'zh-CN': '权限保存成功，相关用户下次请求即生效',
    'zh-TW': '權限保存成功，相關使用者下次請求即生效',
    'en-US': 'Permissions saved; they apply to the affected users from their next request',
  },
  'authorize.moduleNotFound': {
    'zh-CN': '菜单不存在',
    'zh-TW': '選單不存在',
    'en-US': 'No such menu',
  },
  'authorize.columnJsonInvalid': {
    'zh-CN': '列设置格式不正确：应为 [{prop, visible}] 列表',
    'zh-TW': '欄設定格式不正確：應為 [{prop, visible}] 列表',
    'en-US': 'The column settings must be a JSON list of {prop, visible}',
  },
  'authorize.formFieldNotGranted': {
    'zh-CN': '没有修改以下字段的权限：{fields}',
    'zh-TW': '沒有修改以下欄位的權限：{fields}',
    'en-US': 'You are not permitted to change these fields: {fields}',
  },
  'authorize.queryFieldNotGranted': {
    'zh-CN': '没有按以下列查询或排序的权限：{fields}',
    'zh-TW': '沒有按以下欄位查詢或排序的權限：{fields}',
    'en-US': 'You are not permitted to filter or sort by these columns: {fields}',
  },
  'authorize.outOfScope': {
    'zh-CN': '只能管理您所管组织内的角色、岗位和用户的权限：{name}',
    'zh-TW': '只能管理您所管組織內的角色、崗位和使用者的權限：{name}',
    'en-US':
      'You can only manage the grants of roles, positions and users in the organizations you administer: {name}',
  },
  'authorize.needsAdministrator': {
    'zh-CN': '全局角色和分组的权限只有超级管理员可以修改：{name}',
    'zh-TW': '全域角色和分組的權限只有超級管理員可以修改：{name}',
    'en-US': 'Only an administrator can change the grants of a global role or a group: {name}',
  },
  'authorize.cannotEditOwn': {
    'zh-CN': '不能修改自己的权限',
    'zh-TW': '不能修改自己的權限',
    'en-US': 'You cannot change your own grants',
  },
  'authorize.administratorProtected': {
    'zh-CN': '只有超级管理员可以修改超级管理员的权限',
    'zh-TW': '只有超級管理員可以修改超級管理員的權限',
    'en-US': 'Only an administrator can change the grants of an administrator',
  },
  'authorize.missingMenu': {
    'zh-CN': '没有权限：缺少「{menu}」菜单权限',
    'zh-TW': '沒有權限：缺少「{menu}」選單權限',
    'en-US': 'Not permitted: the menu “{menu}” is not granted',
  },
  'authorize.missingButton': {
    'zh-CN': '没有权限：缺少「{menu}」菜单的「{button}」按钮权限',
    'zh-TW': '沒有權限：缺少「{menu}」選單的「{button}」按鈕權限',
    'en-US': 'Not permitted: the button “{button}” of the menu “{menu}” is not granted',
  },
} satisfies MessageCatalogue;
