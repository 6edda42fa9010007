import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the organization and department pages and their dialog (组织管理, 部门管理); the rest are the admin kit's. */
export const organizeLocales = defineLocales(
  'organize',
  {
    company: '公司',
    department: '部门',
    tree: '组织机构',
    thing: { company: '组织', department: '部门' },
    field: {
      category: '类型',
      manager: '负责人',
      parent: '上级组织',
      parentDepartment: '所属组织',
      managerPlaceholder: '输入姓名或账号搜索',
    },
  },
  {
    company: '公司',
    department: '部門',
    tree: '組織機構',
    thing: { company: '組織', department: '部門' },
    field: {
      category: '類型',
      manager: '負責人',
      parent: '上級組織',
      parentDepartment: '所屬組織',
      managerPlaceholder: '輸入姓名或帳號搜尋',
    },
  },
  {
    company: 'Company',
    department: 'Department',
    tree: 'Organizations',
    thing: { company: 'organization', department: 'department' },
    field: {
      category: 'Type',
      manager: 'Manager',
      parent: 'Parent',
      parentDepartment: 'Belongs to',
      managerPlaceholder: 'Search by name or account',
    },
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    organize: KeysOf<typeof organizeLocales>;
  }
}
