/**
 * The enCodes of the menus the platform ships. They are stable across installs (ids are not): the seed
 * creates the menus with them, the server's routes name the menu they belong to
 * (`requiresPermission(MenuCode.permissionUser, ButtonCode.add)`) and the web's permission gates read
 * them. Convention: page menus are '<module>.<page>' and their urlAddress is '<module>/<page>'.
 */
export const MenuCode = {
  // Directories (type 0) and folders (type 1)
  workbench: 'workbench',
  onlineDev: 'onlineDev',
  system: 'system',
  systemOps: 'system.ops',
  systemWechat: 'system.wechat',
  dataApp: 'dataApp',
  permission: 'permission',
  workflow: 'workflow',
  workflowManage: 'workflow.manage',
  msgCenter: 'msgCenter',
  msgAccount: 'message.account',
  extend: 'extend',
  extendDynamic: 'extend.dynamic',
  // Workbench
  dashboard: 'portal.dashboard',
  // Online development
  webDesign: 'onlineDev.webDesign',
  generator: 'onlineDev.generator',
  portalDesign: 'visualdev.portal',
  reportDesign: 'visualdev.report',
  dataScreenDesign: 'visualdev.dataScreen',
  // System
  sysConfig: 'system.sysConfig',
  notice: 'message.notice',
  menu: 'system.menu',
  area: 'system.area',
  billRule: 'system.billRule',
  template: 'system.template',
  printDev: 'system.printDev',
  language: 'system.language',
  icons: 'system.icons',
  commonWords: 'system.commonWords',
  task: 'system.task',
  cache: 'system.cache',
  log: 'system.log',
  monitor: 'system.monitor',
  wechatMp: 'system.wechatMp',
  wechatQy: 'system.wechatQy',
  // Data applications
  dataSource: 'system.dataSource',
  dataModel: 'system.dataModel',
  dataSync: 'system.dataSync',
  dataBackup: 'system.dataBackup',
  dataInterface: 'system.dataInterface',
  interfaceAuth: 'system.interfaceAuth',
  dictionary: 'system.dictionary',
  dataMap: 'system.map',
  // Permission
  permissionGrade: 'permission.grade',
  permissionOrganize: 'permission.organize',
  permissionDepartment: 'permission.department',
  permissionPosition: 'permission.position',
  permissionUser: 'permission.user',
  permissionRole: 'permission.role',
  permissionGroup: 'permission.group',
  permissionAuthorize: 'permission.authorize',
  permissionOnlineUser: 'permission.onlineUser',
  // Workflow
  flowForm: 'workflow.form',
  flowDesign: 'workflow.design',
  flowAdd: 'workflow.add',
  flowLaunch: 'workflow.launch',
  flowTodo: 'workflow.todo',
  flowDone: 'workflow.done',
  flowCirculate: 'workflow.circulate',
  flowEntrust: 'workflow.entrust',
  flowMonitor: 'workflow.monitor',
  // Message centre
  msgAccountMail: 'message.accountMail',
  msgAccountSms: 'message.accountSms',
  msgAccountWeCom: 'message.accountWeCom',
  msgAccountDingTalk: 'message.accountDingTalk',
  msgAccountWebhook: 'message.accountWebhook',
  msgAccountMp: 'message.accountMp',
  msgTemplate: 'message.template',
  msgSendConfig: 'message.sendConfig',
  msgMonitor: 'message.monitor',
  /** What the default (demo) SMS sender wrote instead of sending: GET /message/SmsOutbox. */
  msgSmsOutbox: 'message.smsOutbox',
  // Extend demos and one menu of each dynamic type (3, 4, 5, 6, 7 self, 7 blank, 8)
  tableDemo: 'extend.tableDemo',
  formDemo: 'extend.formDemo',
  importExportDemo: 'extend.importExport',
  dynamicForm: 'extend.dynamicForm',
  dynamicDictionary: 'extend.dynamicDictionary',
  dynamicReport: 'extend.dynamicReport',
  dataScreen: 'extend.dataScreen',
  apiDocsLink: 'extend.apiDocs',
  externalSiteLink: 'extend.externalSite',
  dynamicPortal: 'extend.dynamicPortal',
  // Second system (协同办公)
  workOffice: 'work.office',
  workSchedule: 'work.schedule',
  workEmail: 'work.email',
  workDocument: 'work.document',
} as const;
export type MenuCodeValue = (typeof MenuCode)[keyof typeof MenuCode];

/** Button resource codes (btn_add, btn_edit, btn_remove are the defaults). */
export const ButtonCode = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
  detail: 'btn_detail',
  export: 'btn_export',
  import: 'btn_import',
  copy: 'btn_copy',
  preview: 'btn_preview',
  release: 'btn_release',
  download: 'btn_download',
  resetPassword: 'btn_resetPassword',
  unlock: 'btn_unlock',
  state: 'btn_state',
  authorize: 'btn_authorize',
  forceOffline: 'btn_forceOffline',
  execute: 'btn_execute',
  test: 'btn_test',
  audit: 'btn_audit',
  transfer: 'btn_transfer',
} as const;
export type ButtonCodeValue = (typeof ButtonCode)[keyof typeof ButtonCode];

/** Codes of the two seeded systems (应用). */
export const SystemCode = { main: 'main', work: 'work' } as const;
