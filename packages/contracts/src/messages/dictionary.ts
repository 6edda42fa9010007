import type { MessageCatalogue } from './types.ts';

/** 数据字典. */
export const dictionaryMessages = {
  'dictionary.typeNotFound': {
    'zh-CN': '字典分类不存在',
    'zh-TW': '字典分類不存在',
    'en-US': 'No such dictionary category',
  },
  'dictionary.typeParentNotFound': {
    'zh-CN': '上级分类不存在',
    'zh-TW': '上級分類不存在',
    'en-US': 'No such parent category',
  },
  'dictionary.typeInOwnTree': {
    'zh-CN': '上级分类不能是自己或自己的下级',
    'zh-TW': '上級分類不能是自己或自己的下級',
    'en-US': 'A category cannot be moved under itself or one of its sub-categories',
  },
  'dictionary.typeNameTaken': {
    'zh-CN': '名称不能重复：{name}',
    'zh-TW': '名稱不能重複：{name}',
    'en-US': 'The name is already used: {name}',
  },
  'dictionary.typeCodeTaken': {
    'zh-CN': '编码不能重复：{code}',
    'zh-TW': '編碼不能重複：{code}',
    'en-US': 'The code is already used: {code}',
  },
  'dictionary.typeInUse': {
    'zh-CN': '字典类型下面有字典值禁止删除',
    'zh-TW': '字典類型下面有字典值禁止刪除',
    'en-US': 'Cannot delete: the category has sub-categories or entries',
  },
  'dictionary.rootReadOnly': {
    'zh-CN': '业务字典和系统字典不能修改',
    'zh-TW': '業務字典和系統字典不能修改',
    'en-US': 'The roots 业务字典 and 系统字典 cannot be changed',
  },
  'dictionary.dataNotFound': {
    'zh-CN': '字典数据不存在',
    'zh-TW': '字典資料不存在',
    'en-US': 'No such dictionary entry',
  },
  'dictionary.dataParentNotFound': {
    'zh-CN': '项目上级不存在',
    'zh-TW': '項目上級不存在',
    'en-US': 'No such parent entry in this category',
  },
  'dictionary.dataInOwnTree': {
    'zh-CN': '项目上级不能是自己或自己的下级',
    'zh-TW': '項目上級不能是自己或自己的下級',
    'en-US': 'An entry cannot be moved under itself or one of its children',
  },
  'dictionary.dataParentNotTree': {
    'zh-CN': '该分类不是树形，项目上级只能是分类本身',
    'zh-TW': '該分類不是樹形，項目上級只能是分類本身',
    'en-US': 'This category is not a tree: entries stay at its top',
  },
  'dictionary.dataNameTaken': {
    'zh-CN': '字典名称不能重复：{name}',
    'zh-TW': '字典名稱不能重複：{name}',
    'en-US': 'The entry name is already used in this category: {name}',
  },
  'dictionary.dataCodeTaken': {
    'zh-CN': '字典编码不能重复：{code}',
    'zh-TW': '字典編碼不能重複：{code}',
    'en-US': 'The entry code is already used in this category: {code}',
  },
  'dictionary.dataHasChildren': {
    'zh-CN': '删除失败，当前有子节点数据',
    'zh-TW': '刪除失敗，當前有子節點資料',
    'en-US': 'Cannot delete: the entry has child entries',
  },
  'dictionary.importNotBdd': {
    'zh-CN': '请选择 .bdd 格式的文件',
    'zh-TW': '請選擇 .bdd 格式的檔案',
    'en-US': 'Choose a .bdd file',
  },
  'dictionary.importUnreadable': {
    'zh-CN': '导入失败，文件不是有效的字典数据：{detail}',
    'zh-TW': '匯入失敗，檔案不是有效的字典資料：{detail}',
    'en-US': 'Import failed: the file is not valid dictionary data: {detail}',
  },
  'dictionary.importNoParent': {
    'zh-CN': '导入失败，查询不到上级分类',
    'zh-TW': '匯入失敗，查詢不到上級分類',
    'en-US': 'Import failed: the parent category does not exist',
  },
  'dictionary.importDuplicate': {
    'zh-CN': '导入失败，以下数据已存在：{names}',
    'zh-TW': '匯入失敗，以下資料已存在：{names}',
    'en-US': 'Import failed: these already exist: {names}',
  },
} satisfies MessageCatalogue;
