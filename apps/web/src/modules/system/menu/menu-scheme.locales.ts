import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the data-permission schemes of a menu's page resources (菜单管理 → 页面资源 → 数据权限). */
export const menuSchemeLocales = defineLocales(
  'menuScheme',
  {
    scheme: {
      allData: '全部数据',
      conditions: '条件',
      matchLogic: '条件关系',
      and: '全部满足（且）',
      or: '满足任一（或）',
      field: '字段',
      op: '运算',
      value: '值',
      addCondition: '添加条件',
      removeCondition: '移除',
      conditionsRequired: '请添加至少一个条件，或选择全部数据',
      invalid: '条件不正确：{{detail}}',
      count: '{{count}} 个条件',
      ops: { eq: '等于', ne: '不等于', in: '包含于', like: '模糊匹配', gt: '大于', lt: '小于' },
      variables: {
        userId: '当前用户',
        organizeId: '当前组织',
        organizeAndSub: '当前组织及子组织',
        positionId: '当前岗位',
      },
    },
  },
  {
    scheme: {
      allData: '全部資料',
      conditions: '條件',
      matchLogic: '條件關係',
      and: '全部滿足（且）',
      or: '滿足任一（或）',
      field: '欄位',
      op: '運算',
      value: '值',
      addCondition: '添加條件',
      removeCondition: '移除',
      conditionsRequired: '請添加至少一個條件，或選擇全部資料',
      invalid: '條件不正確：{{detail}}',
      count: '{{count}} 個條件',
      ops: { eq: '等於', ne: '不等於', in: '包含於', like: '模糊比對', gt: '大於', lt: '小於' },
      variables: {
        userId: '目前使用者',
        organizeId: '目前組織',
        organizeAndSub: '目前組織及子組織',
        positionId: '目前職位',
      },
    },
  },
  {
    scheme: {
      allData: 'All data',
      conditions: 'Conditions',
      matchLogic: 'Match',
      and: 'All (and)',
      or: 'Any (or)',
      field: 'Field',
      op: 'Operator',
      value: 'Value',
      addCondition: 'Add condition',
      removeCondition: 'Remove',
      conditionsRequired: 'Add at least one condition, or choose all data',
      invalid: 'Invalid conditions: {{detail}}',
      count: '{{count}} conditions',
      ops: {
        eq: 'equals',
        ne: 'not equal',
        in: 'one of',
        like: 'contains',
        gt: 'greater than',
        lt: 'less than',
      },
      variables: {
        userId: 'Current user',
        organizeId: 'Current organization',
        organizeAndSub: 'Current organization and below',
        positionId: 'Current position',
      },
    },
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    menuScheme: KeysOf<typeof menuSchemeLocales>;
  }
}
