import type { ResourceProfileName } from '@platform/contracts';
import { ButtonCode as B, type ButtonCodeValue, MenuCode as M, SystemCode } from '@platform/contracts';

/**
 * The seeded menu tree: every menu type and every top-level section of the product. Icons are @ant-design/icons component names.
 * Pages (type 2) and the dynamic types 3/4/5/8 get button, column and form resources; 0/1/6/7 get none.
 */
export interface MenuSeed {
  code: string;
  name: string;
  type: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  icon?: string;
  url?: string;
  linkTarget?: '_self' | '_blank';
  /** Becomes propertyJson: {moduleId, isTree} for 3/4/5/8, {moduleId} for 6. */
  moduleId?: string;
  /** Replaces the default buttons (add, edit, remove, detail). */
  buttons?: ButtonCodeValue[];
  /** Added to the default buttons. */
  extraButtons?: ButtonCodeValue[];
  profile?: ResourceProfileName;
  children?: MenuSeed[];
}

export interface SystemSeed {
  code: string;
  name: string;
  icon: string;
  isMain: boolean;
  menus: MenuSeed[];
}

const page = (
  code: string,
  name: string,
  icon: string,
  options: Omit<MenuSeed, 'code' | 'name' | 'type' | 'icon' | 'url'> = {},
): MenuSeed => ({ code, name, type: 2, icon, url: code.replace('.', '/'), ...options });

const dir = (code: string, name: string, icon: string, children: MenuSeed[]): MenuSeed => ({
  code,
  name,
  type: 0,
  icon,
  children,
});

const folder = (code: string, name: string, icon: string, children: MenuSeed[]): MenuSeed => ({
  code,
  name,
  type: 1,
  icon,
  children,
});

const IO: ButtonCodeValue[] = [B.export, B.import];

const mainMenus: MenuSeed[] = [
  dir(M.workbench, '工作台', 'HomeOutlined', [
    page(M.dashboard, '仪表盘', 'DashboardOutlined', { buttons: [B.detail] }),
  ]),
  dir(M.onlineDev, '在线开发', 'CodeOutlined', [
    page(M.webDesign, '功能设计', 'FormOutlined', {
      extraButtons: [B.state, B.copy, B.preview, B.release, ...IO],
      profile: 'webDesign',
    }),
    page(M.portalDesign, '门户设计', 'LayoutOutlined', { extraButtons: [B.copy, B.preview] }),
    page(M.reportDesign, '报表设计', 'BarChartOutlined', { extraButtons: [B.preview] }),
    page(M.dataScreenDesign, '大屏设计', 'FundProjectionScreenOutlined', { extraButtons: [B.preview] }),
    page(M.generator, '代码生成', 'ThunderboltOutlined', { extraButtons: [B.preview, B.download] }),
  ]),
  dir(M.system, '系统管理', 'SettingOutlined', [
    page(M.sysConfig, '系统配置', 'ToolOutlined', { buttons: [B.edit], profile: 'config' }),
    page(M.notice, '系统公告', 'NotificationOutlined', { extraButtons: [B.release], profile: 'notice' }),
    page(M.menu, '菜单管理', 'MenuOutlined', { extraButtons: [B.state, B.copy, ...IO] }),
    page(M.area, '行政区划', 'EnvironmentOutlined', { extraButtons: [B.state], profile: 'area' }),
    page(M.billRule, '单据规则', 'NumberOutlined', { extraButtons: [B.state, ...IO], profile: 'billRule' }),
    page(M.template, '模板管理', 'FileTextOutlined', { extraButtons: [B.copy] }),
    page(M.printDev, '打印模板', 'PrinterOutlined', { extraButtons: [B.copy, B.preview, ...IO] }),
    page(M.language, '翻译管理', 'TranslationOutlined', { extraButtons: IO }),
    page(M.icons, '系统图标', 'SmileOutlined', { buttons: [B.detail] }),
    page(M.commonWords, '常用语', 'MessageOutlined', { extraButtons: [B.state], profile: 'commonWords' }),
    folder(M.systemOps, '运维监控', 'MonitorOutlined', [
      page(M.task, '系统调度', 'ScheduleOutlined', { extraButtons: [B.execute, B.state] }),
      page(M.cache, '系统缓存', 'HddOutlined', { buttons: [B.detail, B.remove] }),
      page(M.log, '系统日志', 'ProfileOutlined', { buttons: [B.detail, B.remove, B.export], profile: 'log' }),
      page(M.monitor, '系统监控', 'DashboardOutlined', { buttons: [B.detail] }),
    ]),
    folder(M.systemWechat, '微信配置', 'WechatOutlined', [
      page(M.wechatMp, '公众号配置', 'WechatOutlined', { buttons: [B.edit, B.test] }),
      page(M.wechatQy, '企业号配置', 'WechatWorkOutlined', { buttons: [B.edit, B.test, B.execute] }),
    ]),
  ]),
  dir(M.dataApp, '数据应用', 'DatabaseOutlined', [
    page(M.dataSource, '数据连接', 'LinkOutlined', { extraButtons: [B.test], profile: 'dataSource' }),
    page(M.dataModel, '数据建模', 'TableOutlined', { extraButtons: [B.copy, ...IO] }),
    page(M.dataSync, '数据同步', 'SyncOutlined', { buttons: [B.execute, B.detail] }),
    page(M.dataBackup, '数据备份', 'CloudServerOutlined', { buttons: [B.add, B.remove, B.download] }),
    page(M.dataInterface, '数据接口', 'ApiOutlined', {
      extraButtons: [B.copy, B.preview, B.state, ...IO],
      profile: 'dataInterface',
    }),
    page(M.interfaceAuth, '接口认证', 'SafetyCertificateOutlined', {
      extraButtons: [B.authorize],
      profile: 'interfaceOauth',
    }),
    page(M.dictionary, '数据字典', 'BookOutlined', { extraButtons: [B.state, ...IO], profile: 'dictionary' }),
    page(M.dataMap, '数据地图', 'GlobalOutlined', { extraButtons: [B.preview] }),
  ]),
  dir(M.permission, '组织权限', 'TeamOutlined', [
    page(M.permissionGrade, '分级管理', 'PartitionOutlined'),
    page(M.permissionOrganize, '组织管理', 'ClusterOutlined', { profile: 'organize' }),
    page(M.permissionDepartment, '部门管理', 'BranchesOutlined', { profile: 'organize' }),
    page(M.permissionPosition, '岗位管理', 'IdcardOutlined', { profile: 'position' }),
    page(M.permissionUser, '用户管理', 'UserOutlined', {
      extraButtons: [B.resetPassword, B.state, B.unlock, ...IO],
      profile: 'user',
    }),
    page(M.permissionRole, '角色管理', 'SafetyOutlined', {
      extraButtons: [B.state, B.authorize],
      profile: 'role',
    }),
    page(M.permissionGroup, '分组管理', 'UsergroupAddOutlined', { profile: 'group' }),
    page(M.permissionAuthorize, '权限管理', 'KeyOutlined', { buttons: [B.edit, B.detail] }),
    page(M.permissionOnlineUser, '在线用户', 'WifiOutlined', { buttons: [B.detail, B.forceOffline] }),
  ]),
  dir(M.workflow, '流程中心', 'ApartmentOutlined', [
    folder(M.workflowManage, '流程管理', 'DeploymentUnitOutlined', [
      page(M.flowForm, '流程表单', 'FormOutlined', { extraButtons: [B.copy, B.preview, ...IO] }),
      page(M.flowDesign, '流程设计', 'NodeIndexOutlined', { extraButtons: [B.copy, B.release, ...IO] }),
    ]),
    page(M.flowAdd, '新建流程', 'PlusSquareOutlined', { buttons: [B.add], profile: 'flow' }),
    page(M.flowLaunch, '我发起的', 'SendOutlined', { profile: 'flow' }),
    page(M.flowTodo, '待办事宜', 'CarryOutOutlined', {
      buttons: [B.detail, B.audit, B.transfer],
      profile: 'flow',
    }),
    page(M.flowDone, '已办事宜', 'CheckSquareOutlined', { buttons: [B.detail], profile: 'flow' }),
    page(M.flowCirculate, '抄送事宜', 'CopyOutlined', { buttons: [B.detail], profile: 'flow' }),
    page(M.flowEntrust, '流程委托', 'SwapOutlined'),
    page(M.flowMonitor, '流程监控', 'EyeOutlined', {
      buttons: [B.detail, B.remove, B.transfer],
      profile: 'flow',
    }),
  ]),
  dir(M.msgCenter, '消息中心', 'BellOutlined', [
    folder(M.msgAccount, '账号配置', 'ContactsOutlined', [
      page(M.msgAccountMail, '邮箱配置', 'MailOutlined', { extraButtons: [B.test] }),
      page(M.msgAccountSms, '短信配置', 'MobileOutlined', { extraButtons: [B.test] }),
      page(M.msgAccountWeCom, '企业微信', 'WechatWorkOutlined', { extraButtons: [B.test] }),
      page(M.msgAccountDingTalk, '钉钉配置', 'DingtalkOutlined', { extraButtons: [B.test] }),
      page(M.msgAccountWebhook, 'Webhook', 'LinkOutlined', { extraButtons: [B.test] }),
      page(M.msgAccountMp, '公众号', 'WechatOutlined', { extraButtons: [B.test] }),
    ]),
    page(M.msgTemplate, '消息模板', 'FileTextOutlined', { extraButtons: [B.copy] }),
    page(M.msgSendConfig, '发送配置', 'SendOutlined', { extraButtons: [B.copy, B.test] }),
    page(M.msgMonitor, '消息监控', 'EyeOutlined', { buttons: [B.detail, B.remove] }),
    page(M.msgSmsOutbox, '短信发件箱', 'MessageOutlined', { buttons: [B.detail] }),
  ]),
  dir(M.extend, '扩展示例', 'AppstoreOutlined', [
    // Like 在线表单示例 below: the seed releases a demo design onto each, which sets their buttons.
    {
      code: M.tableDemo,
      name: '表格示例',
      type: 3,
      icon: 'TableOutlined',
      url: `model/${M.tableDemo}`,
      moduleId: 'demo-table',
    },
    {
      code: M.formDemo,
      name: '表单示例',
      type: 3,
      icon: 'FormOutlined',
      url: `model/${M.formDemo}`,
      moduleId: 'demo-sample-form',
    },
    page(M.importExportDemo, '导入导出', 'ImportOutlined', { extraButtons: IO }),
    folder(M.extendDynamic, '动态功能', 'ExperimentOutlined', [
      {
        code: M.dynamicForm,
        name: '在线表单示例',
        type: 3,
        icon: 'FormOutlined',
        // The address and design a release leaves on the menu: the seed releases its demo design here.
        url: `model/${M.dynamicForm}`,
        moduleId: 'demo-form',
      },
      {
        code: M.dynamicDictionary,
        name: '动态字典示例',
        type: 4,
        icon: 'BookOutlined',
        // As for 在线表单示例: the seed releases its demo dictionary design here.
        url: `model/${M.dynamicDictionary}`,
        moduleId: 'demo-dictionary',
      },
      {
        code: M.dynamicReport,
        name: '数据报表示例',
        type: 5,
        icon: 'BarChartOutlined',
        url: 'extend/dynamicReport',
        moduleId: 'demo-report',
        buttons: [B.export],
      },
      {
        code: M.dynamicPortal,
        name: '门户示例',
        type: 8,
        icon: 'LayoutOutlined',
        url: 'extend/dynamicPortal',
        moduleId: 'demo-portal',
        buttons: [B.detail],
      },
      {
        code: M.dataScreen,
        name: '大屏示例',
        type: 6,
        icon: 'FundProjectionScreenOutlined',
        url: '/datascreen/view/demo',
        moduleId: 'demo-screen',
      },
      {
        code: M.apiDocsLink,
        name: '接口文档',
        type: 7,
        icon: 'ReadOutlined',
        url: '/api/docs',
        linkTarget: '_self',
      },
      {
        code: M.externalSiteLink,
        name: '工信部网站',
        type: 7,
        icon: 'GlobalOutlined',
        url: 'https://www.miit.gov.cn/',
        linkTarget: '_blank',
      },
    ]),
  ]),
];

const workMenus: MenuSeed[] = [
  dir(M.workOffice, '协同办公', 'CoffeeOutlined', [
    { ...page(M.workSchedule, '日程安排', 'CalendarOutlined'), url: 'extend/schedule' },
    { ...page(M.workEmail, '我的邮件', 'MailOutlined'), url: 'extend/email' },
    {
      ...page(M.workDocument, '文档中心', 'FolderOpenOutlined', { extraButtons: [B.download] }),
      url: 'extend/document',
    },
  ]),
];

/** Two systems, so the shell's system switch shows for users who hold menus in both. */
export const SYSTEM_SEEDS: SystemSeed[] = [
  { code: SystemCode.main, name: '业务平台', icon: 'AppstoreOutlined', isMain: true, menus: mainMenus },
  { code: SystemCode.work, name: '协同办公', icon: 'CoffeeOutlined', isMain: false, menus: workMenus },
];
