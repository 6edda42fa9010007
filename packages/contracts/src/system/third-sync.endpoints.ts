import { endpoint } from '../endpoint.ts';
import {
  thirdSyncQuerySchema,
  thirdSyncTotalListSchema,
  thirdSyncTotalParamsSchema,
  thirdSyncTotalSchema,
} from './third-sync.ts';

const BASE = '/system/SynThirdInfo';

const push = (path: string, summary: string) =>
  endpoint({
    method: 'GET',
    path: `${BASE}/${path}`,
    summary,
    schemas: { query: thirdSyncQuerySchema, response: thirdSyncTotalSchema },
  });

/** 系统配置 → 第三方设置: directory sync to WeCom and DingTalk. */
export const thirdSyncEndpoints = {
  totals: endpoint({
    method: 'GET',
    path: `${BASE}/getSynThirdTotal/{type}`,
    summary: 'Organization and user sync totals for WeCom (1) or DingTalk (2)',
    schemas: { params: thirdSyncTotalParamsSchema, response: thirdSyncTotalListSchema },
  }),
  organizeToDingTalk: push('synAllOrganizeSysToDing', 'Create or update every organization in DingTalk'),
  userToDingTalk: push('synAllUserSysToDing', 'Create or update every user in DingTalk'),
  organizeToWeCom: push('synAllOrganizeSysToQy', 'Create or update every organization in WeCom'),
  userToWeCom: push('synAllUserSysToQy', 'Create or update every user in WeCom'),
};
