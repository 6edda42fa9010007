import { MenuCode } from '@platform/contracts';
import { dataSources } from '../../../db/schema/index.ts';
import { menuGrants } from '../../permission/authority/menu-grants.service.ts';

/* The grants of the data sources menu (system.dataSource): column and form codes are the fields' names. */
export const dataSourceGrants = menuGrants({
  menu: MenuCode.dataSource,
  editCodes: [
    'dbType',
    'fullName',
    'host',
    'port',
    'userName',
    'password',
    'serviceName',
    'dbSchema',
    'tableSpace',
    'sortCode',
    'enabledMark',
    'description',
  ],
  schemeFields: {
    id: dataSources.id,
    fullName: dataSources.fullName,
    dbType: dataSources.dbType,
    host: dataSources.host,
    enabledMark: dataSources.enabledMark,
    sortCode: dataSources.sortCode,
    creatorTime: dataSources.createdAt,
  },
  idColumn: dataSources.id,
  query: { keyword: ['fullName', 'host'], filters: { dbType: 'dbType' } },
});
