import type { MessageCatalogue } from './types.ts';

/** 行政区划. */
export const areaMessages = {
  'area.notFound': {
    'zh-CN': '区域不存在',
    'zh-TW': '區域不存在',
    'en-US': 'No such area',
  },
  'area.parentNotFound': {
    'zh-CN': '区域上级不存在',
    'zh-TW': '區域上級不存在',
    'en-US': 'No such parent area',
  },
  'area.parentInOwnTree': {
    'zh-CN': '区域上级不能是自己或自己的下级',
    'zh-TW': '區域上級不能是自己或自己的下級',
    'en-US': 'An area cannot be moved under itself or one of its sub-areas',
  },
  'area.codeTaken': {
    'zh-CN': '区域编码不能重复：{code}',
    'zh-TW': '區域編碼不能重複：{code}',
    'en-US': 'The area code is already used: {code}',
  },
  'area.hasChildren': {
    'zh-CN': '删除失败，当前有子节点数据',
    'zh-TW': '刪除失敗，當前有子節點資料',
    'en-US': 'Cannot delete: the area has sub-areas',
  },
} satisfies MessageCatalogue;
