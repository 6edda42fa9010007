import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the directory sync panel on the 第三方设置 tab. */
export const thirdSyncLocales = defineLocales(
  'thirdSync',
  {
    title: '同步到第三方',
    dataType: { '1': '组织', '2': '用户' },
    column: {
      synType: '同步类型',
      recordTotal: '总数',
      synSuccessCount: '同步成功',
      synFailCount: '同步失败',
      unSynCount: '未同步',
      synDate: '最后同步时间',
    },
    action: { '1': '同步组织', '2': '同步用户' },
    confirm: {
      '1': '将本系统的全部组织同步到{{target}}（已同步的会被更新），是否继续？',
      '2': '将本系统的全部用户同步到{{target}}（已同步的会被更新），是否继续？',
    },
    target: { '1': '企业微信', '2': '阿里钉钉' },
    never: '从未同步',
  },
  {
    title: '同步到第三方',
    dataType: { '1': '組織', '2': '使用者' },
    column: {
      synType: '同步類型',
      recordTotal: '總數',
      synSuccessCount: '同步成功',
      synFailCount: '同步失敗',
      unSynCount: '未同步',
      synDate: '最後同步時間',
    },
    action: { '1': '同步組織', '2': '同步使用者' },
    confirm: {
      '1': '將本系統的全部組織同步到{{target}}（已同步的會被更新），是否繼續？',
      '2': '將本系統的全部使用者同步到{{target}}（已同步的會被更新），是否繼續？',
    },
    target: { '1': '企業微信', '2': '阿里釘釘' },
    never: '從未同步',
  },
  {
    title: 'Sync to the service',
    dataType: { '1': 'Organizations', '2': 'Users' },
    column: {
      synType: 'Records',
      recordTotal: 'Total',
      synSuccessCount: 'Synced',
      synFailCount: 'Failed',
      unSynCount: 'Not synced',
      synDate: 'Last sync',
    },
    action: { '1': 'Sync organizations', '2': 'Sync users' },
    confirm: {
      '1': 'Push every organization of the system to {{target}} (synced ones are updated)?',
      '2': 'Push every user of the system to {{target}} (synced ones are updated)?',
    },
    target: { '1': 'WeCom', '2': 'DingTalk' },
    never: 'Never',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    thirdSync: KeysOf<typeof thirdSyncLocales>;
  }
}
