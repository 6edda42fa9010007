import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the data sources page and its dialog (数据连接); the rest are the admin kit's. */
export const dataSourceLocales = defineLocales(
  'dataSource',
  {
    thing: '连接',
    searchPlaceholder: '请输入连接名称或主机地址查询',
    typePlaceholder: '全部驱动',
    field: {
      dbType: '连接驱动',
      fullName: '连接名称',
      host: '主机地址',
      port: '端口',
      userName: '用户',
      password: '密码',
      serviceName: '库名',
      dbSchema: '模式',
    },
    passwordKeep: '不修改请留空',
    schemaPlaceholder: 'public',
    test: '测试连接',
    testRow: '测试',
  },
  {
    thing: '連線',
    searchPlaceholder: '請輸入連線名稱或主機位址查詢',
    typePlaceholder: '全部驅動',
    field: {
      dbType: '連線驅動',
      fullName: '連線名稱',
      host: '主機位址',
      port: '連接埠',
      userName: '使用者',
      password: '密碼',
      serviceName: '庫名',
      dbSchema: '模式',
    },
    passwordKeep: '不修改請留空',
    schemaPlaceholder: 'public',
    test: '測試連線',
    testRow: '測試',
  },
  {
    thing: 'data source',
    searchPlaceholder: 'Search by name or host',
    typePlaceholder: 'All kinds',
    field: {
      dbType: 'Kind',
      fullName: 'Name',
      host: 'Host',
      port: 'Port',
      userName: 'User',
      password: 'Password',
      serviceName: 'Database',
      dbSchema: 'Schema',
    },
    passwordKeep: 'Leave empty to keep',
    schemaPlaceholder: 'public',
    test: 'Test connection',
    testRow: 'Test',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    dataSource: KeysOf<typeof dataSourceLocales>;
  }
}
