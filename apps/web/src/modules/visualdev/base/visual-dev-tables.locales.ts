import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of "create the tables" (创建数据表) of the 功能设计 page. */
export const visualDevTablesLocales = defineLocales(
  'visualDevTables',
  {
    action: '创建数据表',
    title: '创建数据表',
    intro: '将在系统默认数据库中创建以下数据表，并把表单字段绑定到这些列：',
    main: '主表',
    sub: '子表',
    column: '列名',
    label: '字段',
    type: '类型',
    indexes: '索引：{{columns}}',
    searchIndexes: '模糊查询索引：{{columns}}',
    create: '创建',
  },
  {
    action: '建立資料表',
    title: '建立資料表',
    intro: '將在系統預設資料庫中建立以下資料表，並把表單欄位綁定到這些欄：',
    main: '主表',
    sub: '子表',
    column: '欄名',
    label: '欄位',
    type: '類型',
    indexes: '索引：{{columns}}',
    searchIndexes: '模糊查詢索引：{{columns}}',
    create: '建立',
  },
  {
    action: 'Create tables',
    title: 'Create tables',
    intro:
      "These tables are created on the platform database and the form's fields are bound to their columns:",
    main: 'Main table',
    sub: 'Sub-table',
    column: 'Column',
    label: 'Field',
    type: 'Type',
    indexes: 'Indexes: {{columns}}',
    searchIndexes: 'Indexes for "contains" searches: {{columns}}',
    create: 'Create',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    visualDevTables: KeysOf<typeof visualDevTablesLocales>;
  }
}
