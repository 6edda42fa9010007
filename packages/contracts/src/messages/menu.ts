import type { MessageCatalogue } from './types.ts';

/** Menu management (菜单管理): systems, menus, page resources and data schemes. */
export const menuMessages = {
  'system.notFound': { 'zh-CN': '系统不存在', 'zh-TW': '系統不存在', 'en-US': 'No such system' },
  'system.duplicateCode': {
    'zh-CN': '系统编码已存在：{code}',
    'zh-TW': '系統編碼已存在：{code}',
    'en-US': 'A system with code {code} already exists',
  },
  'system.isMain': {
    'zh-CN': '主系统不能删除或禁用',
    'zh-TW': '主系統不能刪除或停用',
    'en-US': 'The main system cannot be deleted or disabled',
  },
  'system.hasMenus': {
    'zh-CN': '该系统下还有菜单，不能删除',
    'zh-TW': '該系統下還有選單，不能刪除',
    'en-US': 'This system still has menus and cannot be deleted',
  },
  'menu.notFound': { 'zh-CN': '菜单不存在', 'zh-TW': '選單不存在', 'en-US': 'No such menu' },
  'menu.duplicateCode': {
    'zh-CN': '菜单编码已存在：{code}',
    'zh-TW': '選單編碼已存在：{code}',
    'en-US': 'A menu with code {code} already exists in this system',
  },
  'menu.parentNotFound': {
    'zh-CN': '上级菜单不存在',
    'zh-TW': '上級選單不存在',
    'en-US': 'The parent menu does not exist',
  },
  'menu.parentNotGroup': {
    'zh-CN': '上级菜单只能是目录',
    'zh-TW': '上級選單只能是目錄',
    'en-US': 'The parent must be a directory or folder',
  },
  'menu.parentOtherSystem': {
    'zh-CN': '上级菜单不属于同一系统',
    'zh-TW': '上級選單不屬於同一系統',
    'en-US': 'The parent menu belongs to another system or category',
  },
  'menu.parentCycle': {
    'zh-CN': '上级菜单不能是自己或自己的下级',
    'zh-TW': '上級選單不能是自己或自己的下級',
    'en-US': 'A menu cannot be moved under itself or one of its children',
  },
  'menu.systemChanged': {
    'zh-CN': '菜单不能移动到其他系统或分类',
    'zh-TW': '選單不能移動到其他系統或分類',
    'en-US': 'A menu cannot be moved to another system or category',
  },
  'menu.typeChangeWithChildren': {
    'zh-CN': '该菜单有下级菜单，只能是目录',
    'zh-TW': '該選單有下級選單，只能是目錄',
    'en-US': 'This menu has children, so it must stay a directory or folder',
  },
  'menu.hasChildren': {
    'zh-CN': '该菜单有下级菜单，不能删除',
    'zh-TW': '該選單有下級選單，不能刪除',
    'en-US': 'This menu has children and cannot be deleted',
  },
  'menu.urlRequired': {
    'zh-CN': '请输入路由地址',
    'zh-TW': '請輸入路由地址',
    'en-US': 'Please enter the address',
  },
  'menu.urlInvalid': {
    'zh-CN': '地址格式不正确',
    'zh-TW': '地址格式不正確',
    'en-US': 'The address is not valid for this menu type',
  },
  'menu.linkTargetRequired': {
    'zh-CN': '请选择链接打开方式',
    'zh-TW': '請選擇連結開啟方式',
    'en-US': 'Please choose how the link opens (_self or _blank)',
  },
  'menu.moduleIdRequired': {
    'zh-CN': '请选择关联功能（propertyJson 需包含 moduleId）',
    'zh-TW': '請選擇關聯功能（propertyJson 需包含 moduleId）',
    'en-US': 'This menu type needs propertyJson with a moduleId',
  },
  'menu.noResources': {
    'zh-CN': '目录不能设置按钮、列表、表单或数据权限',
    'zh-TW': '目錄不能設定按鈕、列表、表單或資料權限',
    'en-US': 'Directories and folders have no buttons, columns, forms or data schemes',
  },
  'menu.resourceNotFound': { 'zh-CN': '数据不存在', 'zh-TW': '資料不存在', 'en-US': 'No such item' },
  'menu.resourceDuplicateCode': {
    'zh-CN': '该菜单下编码已存在：{code}',
    'zh-TW': '該選單下編碼已存在：{code}',
    'en-US': 'Code {code} is already used on this menu',
  },
  'menu.resourceCodeInvalid': {
    'zh-CN': '编码只能输入英文、数字、下划线、小数点和横线，且以字母开头',
    'zh-TW': '編碼只能輸入英文、數字、底線、小數點和橫線，且以字母開頭',
    'en-US': 'The code may contain letters, digits, _ . and -, and must start with a letter',
  },
  'menu.resourceMoved': {
    'zh-CN': '不能移动到其他菜单',
    'zh-TW': '不能移動到其他選單',
    'en-US': 'An item cannot be moved to another menu',
  },
  'menu.childTableKeyRequired': {
    'zh-CN': '子表字段需填写子表标识',
    'zh-TW': '子表欄位需填寫子表標識',
    'en-US': 'A child-table field needs its child table key',
  },
  'dataScheme.invalidConditions': {
    'zh-CN': '数据权限条件不正确：{detail}',
    'zh-TW': '資料權限條件不正確：{detail}',
    'en-US': 'The data scheme conditions are invalid: {detail}',
  },
  'dataScheme.conditionsRequired': {
    'zh-CN': '请添加至少一个条件，或选择全部数据',
    'zh-TW': '請添加至少一個條件，或選擇全部資料',
    'en-US': 'Add at least one condition, or choose all data',
  },
  'dataScheme.unknownField': {
    'zh-CN': '数据权限字段不可用：{field}',
    'zh-TW': '資料權限欄位不可用：{field}',
    'en-US': 'The data scheme field cannot be used here: {field}',
  },
  'dataScheme.invalidValue': {
    'zh-CN': '数据权限字段 {field} 的值不正确',
    'zh-TW': '資料權限欄位 {field} 的值不正確',
    'en-US': 'The value for data scheme field {field} is invalid',
  },
} satisfies MessageCatalogue;
