import { MenuCode } from '@platform/contracts';
import { interfaceOauths } from '../../../db/schema/index.ts';
import { menuGrants } from '../../permission/authority/menu-grants.service.ts';

/* The grants of the interface authorization menu (system.interfaceAuth): codes are the fields' names. */
export const interfaceOauthMenuGrants = menuGrants({
  menu: MenuCode.interfaceAuth,
  columnKeys: { usefulLife: ['usefulLife'], creatorUser: ['creatorUser'] },
  editCodes: [
    'appId',
    'appSecret',
    'appName',
    'userId',
    'usefulLife',
    'whiteList',
    'sortCode',
    'enabledMark',
    'description',
  ],
  formDetailKeys: { userId: ['userId', 'userName'] },
  schemeFields: {
    id: interfaceOauths.id,
    appId: interfaceOauths.appId,
    appName: interfaceOauths.appName,
    enabledMark: interfaceOauths.enabledMark,
    sortCode: interfaceOauths.sortCode,
    creatorTime: interfaceOauths.createdAt,
  },
  idColumn: interfaceOauths.id,
  query: { keyword: ['appName', 'appId'], filters: { enabledMark: 'enabledMark' } },
});
