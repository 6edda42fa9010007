import type { MessageCatalogue } from './types.ts';

/** Directory sync to WeCom and DingTalk (系统配置 → 第三方设置). */
export const thirdSyncMessages = {
  'thirdSync.done': {
    'zh-CN': '同步完成',
    'zh-TW': '同步完成',
    'en-US': 'Sync finished',
  },
  'thirdSync.running': {
    'zh-CN': '同步进行中，请等待当前同步完成后再试',
    'zh-TW': '同步進行中，請等待目前同步完成後再試',
    'en-US': 'A sync is in progress; try again when it has finished',
  },
  'thirdSync.organizeOff': {
    'zh-CN': '未开启组织同步：请先在第三方设置中打开“同步组织”并保存',
    'zh-TW': '未開啟組織同步：請先在第三方設定中打開「同步組織」並保存',
    'en-US': 'Organization sync is off: turn it on in the third-party settings and save first',
  },
  'thirdSync.userOff': {
    'zh-CN': '未开启用户同步：请先在第三方设置中打开“同步用户”并保存',
    'zh-TW': '未開啟使用者同步：請先在第三方設定中打開「同步使用者」並保存',
    'en-US': 'User sync is off: turn it on in the third-party settings and save first',
  },
  'thirdSync.pullUnsupported': {
    'zh-CN': '暂不支持从第三方同步到系统',
    'zh-TW': '暫不支援從第三方同步到系統',
    'en-US': 'Syncing from the service into the system is not supported',
  },
  'thirdSync.tokenRefused': {
    'zh-CN': '同步失败：第三方拒绝了同步凭证：{reason}（错误码 {code}）',
    'zh-TW': '同步失敗：第三方拒絕了同步憑證：{reason}（錯誤碼 {code}）',
    'en-US': 'Sync failed: the service refused the sync credentials: {reason} (error code {code})',
  },
  'thirdSync.unreachable': {
    'zh-CN': '同步失败：无法访问第三方服务',
    'zh-TW': '同步失敗：無法存取第三方服務',
    'en-US': 'Sync failed: the service cannot be reached',
  },
  'thirdSync.recordRefused': {
    'zh-CN': '{reason}（错误码 {code}）',
    'zh-TW': '{reason}（錯誤碼 {code}）',
    'en-US': '{reason} (error code {code})',
  },
  'thirdSync.parentNotSynced': {
    'zh-CN': '上级组织未同步成功',
    'zh-TW': '上級組織未同步成功',
    'en-US': 'The parent organization is not synced',
  },
  'thirdSync.departmentNotSynced': {
    'zh-CN': '所属组织未同步成功',
    'zh-TW': '所屬組織未同步成功',
    'en-US': "The user's organization is not synced",
  },
} satisfies MessageCatalogue;
