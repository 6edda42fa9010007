import { endpoint } from '../endpoint.ts';
import { thirdSyncTotalListSchema, thirdSyncTotalSchema } from './third-sync.ts';
import {
  testWeChatMpBodySchema,
  testWeChatQyhBodySchema,
  updateWeChatMpConfigBodySchema,
  updateWeChatQyhConfigBodySchema,
  weChatMpConfigSchema,
  weChatQyhConfigSchema,
} from './wechat-config.ts';

const MP = '/WeChat/MPConfig';
const QYH = '/WeChat/QYHConfig';

/** 微信配置: the official account (公众号配置) and the WeCom application (企业号配置). */
export const weChatConfigEndpoints = {
  getMp: endpoint({
    method: 'GET',
    path: MP,
    summary: 'The official account settings (secrets masked)',
    schemas: { response: weChatMpConfigSchema },
  }),
  updateMp: endpoint({
    method: 'PUT',
    path: MP,
    summary: 'Save the official account settings',
    schemas: { body: updateWeChatMpConfigBodySchema },
  }),
  testMp: endpoint({
    method: 'POST',
    path: `${MP}/Actions/Test`,
    summary: 'Ask the official account API for an access token with the AppID and AppSecret',
    schemas: { body: testWeChatMpBodySchema },
  }),
  getQyh: endpoint({
    method: 'GET',
    path: QYH,
    summary: 'The WeCom application settings (secrets masked)',
    schemas: { response: weChatQyhConfigSchema },
  }),
  updateQyh: endpoint({
    method: 'PUT',
    path: QYH,
    summary: 'Save the WeCom application settings',
    schemas: { body: updateWeChatQyhConfigBodySchema },
  }),
  testQyh: endpoint({
    method: 'POST',
    path: `${QYH}/Actions/Test`,
    summary: 'Ask WeCom for an access token with the corp ID and the application secret',
    schemas: { body: testWeChatQyhBodySchema },
  }),
  qyhSyncTotals: endpoint({
    method: 'GET',
    path: `${QYH}/SynThirdTotal`,
    summary: 'WeCom directory sync totals: the organization row, then the user row',
    schemas: { response: thirdSyncTotalListSchema },
  }),
  qyhSyncOrganizations: endpoint({
    method: 'POST',
    path: `${QYH}/Actions/SyncOrganize`,
    summary: 'Push every organization to WeCom (as SynThirdInfo/synAllOrganizeSysToQy); answers its totals',
    schemas: { response: thirdSyncTotalSchema },
  }),
  qyhSyncUsers: endpoint({
    method: 'POST',
    path: `${QYH}/Actions/SyncUser`,
    summary: 'Push every user to WeCom (as SynThirdInfo/synAllUserSysToQy); answers its totals',
    schemas: { response: thirdSyncTotalSchema },
  }),
};
