import { DEFAULT_SYS_CONFIG, type Language, SystemCode } from '@platform/contracts';
import { count, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { modules, sysConfig, systems, translations } from '../schema/index.ts';
import { type MenuSeed, SYSTEM_SEEDS } from './menu-tree.ts';

/** zh-TW and en-US of a zh-CN text kept in the data (the zh-CN text is the record's own column). */
type Names = Readonly<Record<Exclude<Language, 'zh-CN'>, string>>;
const names = (zhTW: string, enUS: string): Names => ({ 'zh-TW': zhTW, 'en-US': enUS });

/** The seeded systems' names by enCode. */
export const SYSTEM_NAME_TRANSLATIONS: Readonly<Record<string, Names>> = {
  [SystemCode.main]: names('業務平台', 'Business Platform'),
  [SystemCode.work]: names('協同辦公', 'Collaboration'),
};

/** The seeded menus' names by enCode (every menu of menu-tree.ts; a test checks none is missing). */
export const MENU_NAME_TRANSLATIONS: Readonly<Record<string, Names>> = {
  workbench: names('工作臺', 'Workbench'),
  'portal.dashboard': names('儀表板', 'Dashboard'),
  onlineDev: names('線上開發', 'Low-Code'),
  'onlineDev.webDesign': names('功能設計', 'Feature Design'),
  'visualdev.portal': names('門戶設計', 'Portal Design'),
  'visualdev.report': names('報表設計', 'Report Design'),
  'visualdev.dataScreen': names('大屏設計', 'Data Screen Design'),
  'onlineDev.generator': names('程式碼生成', 'Code Generator'),
  system: names('系統管理', 'System'),
  'system.sysConfig': names('系統配置', 'System Settings'),
  'message.notice': names('系統公告', 'Announcements'),
  'system.menu': names('選單管理', 'Menus'),
  'system.area': names('行政區劃', 'Regions'),
  'system.billRule': names('單據規則', 'Document Numbering'),
  'system.template': names('範本管理', 'Templates'),
  'system.printDev': names('列印範本', 'Print Templates'),
  'system.language': names('翻譯管理', 'Translations'),
  'system.icons': names('系統圖示', 'Icons'),
  'system.commonWords': names('常用語', 'Common Phrases'),
  'system.ops': names('運維監控', 'Operations'),
  'system.task': names('系統排程', 'Scheduled Tasks'),
  'system.cache': names('系統快取', 'Cache'),
  'system.log': names('系統日誌', 'System Logs'),
  'system.monitor': names('系統監控', 'Server Monitor'),
  'system.wechat': names('微信配置', 'WeChat'),
  'system.wechatMp': names('公眾號配置', 'Official Account'),
  'system.wechatQy': names('企業號配置', 'WeCom Account'),
  dataApp: names('資料應用', 'Data'),
  'system.dataSource': names('資料連線', 'Data Sources'),
  'system.dataModel': names('資料建模', 'Data Models'),
  'system.dataSync': names('資料同步', 'Data Sync'),
  'system.dataBackup': names('資料備份', 'Backups'),
  'system.dataInterface': names('資料介面', 'Data Interfaces'),
  'system.interfaceAuth': names('介面認證', 'Interface Auth'),
  'system.dictionary': names('資料字典', 'Dictionaries'),
  'system.map': names('資料地圖', 'Data Map'),
  permission: names('組織權限', 'Organization'),
  'permission.grade': names('分級管理', 'Delegated Admins'),
  'permission.organize': names('組織管理', 'Organizations'),
  'permission.department': names('部門管理', 'Departments'),
  'permission.position': names('崗位管理', 'Positions'),
  'permission.user': names('使用者管理', 'Users'),
  'permission.role': names('角色管理', 'Roles'),
  'permission.group': names('分組管理', 'Groups'),
  'permission.authorize': names('權限管理', 'Permissions'),
  'permission.onlineUser': names('線上使用者', 'Online Users'),
  workflow: names('流程中心', 'Workflow'),
  'workflow.manage': names('流程管理', 'Flow Management'),
  'workflow.form': names('流程表單', 'Flow Forms'),
  'workflow.design': names('流程設計', 'Flow Design'),
  'workflow.add': names('新建流程', 'New Flow'),
  'workflow.launch': names('我發起的', 'Started by Me'),
  'workflow.todo': names('待辦事宜', 'To Do'),
  'workflow.done': names('已辦事宜', 'Done'),
  'workflow.circulate': names('抄送事宜', 'Copied to Me'),
  'workflow.entrust': names('流程委託', 'Delegation'),
  'workflow.monitor': names('流程監控', 'Flow Monitor'),
  msgCenter: names('訊息中心', 'Messages'),
  'message.account': names('帳號配置', 'Accounts'),
  'message.accountMail': names('郵箱配置', 'Email'),
  'message.accountSms': names('簡訊配置', 'SMS'),
  'message.accountWeCom': names('企業微信', 'WeCom'),
  'message.accountDingTalk': names('釘釘配置', 'DingTalk'),
  'message.accountWebhook': names('Webhook', 'Webhook'),
  'message.accountMp': names('公眾號', 'Official Account'),
  'message.template': names('訊息範本', 'Message Templates'),
  'message.sendConfig': names('傳送配置', 'Sending Rules'),
  'message.monitor': names('訊息監控', 'Message Monitor'),
  'message.smsOutbox': names('簡訊寄件匣', 'SMS Outbox'),
  extend: names('擴展示例', 'Examples'),
  'extend.tableDemo': names('表格示例', 'Table Example'),
  'extend.formDemo': names('表單示例', 'Form Example'),
  'extend.importExport': names('匯入匯出', 'Import and Export'),
  'extend.dynamic': names('動態功能', 'Dynamic Features'),
  'extend.dynamicForm': names('線上表單示例', 'Online Form Example'),
  'extend.dynamicDictionary': names('動態字典示例', 'Dictionary Example'),
  'extend.dynamicReport': names('資料報表示例', 'Report Example'),
  'extend.dynamicPortal': names('門戶示例', 'Portal Example'),
  'extend.dataScreen': names('大屏示例', 'Data Screen Example'),
  'extend.apiDocs': names('介面文件', 'API Docs'),
  'extend.externalSite': names('工信部網站', 'MIIT Website'),
  'work.office': names('協同辦公', 'Office'),
  'work.schedule': names('日程安排', 'Schedule'),
  'work.email': names('我的郵件', 'My Mail'),
  'work.document': names('文件中心', 'Documents'),
};

/** The seeded system configuration's texts by key. */
export const SYS_CONFIG_TRANSLATIONS: Readonly<Record<string, Names>> = {
  title: names('中小企業數位化轉型公共服務平台', 'SME Digital Transformation Service Platform'),
  sysName: names('中小企業數位化轉型公共服務平台', 'SME Digital Transformation Service Platform'),
  companyName: names('中小企業數位化轉型公共服務平台', 'SME Digital Transformation Service Platform'),
  companyContacts: names('平台營運中心', 'Platform Operations Center'),
  copyright: names(
    'Copyright © 2026 中小企業數位化轉型公共服務平台',
    'Copyright © 2026 SME Digital Transformation Service Platform',
  ),
};

type TranslationRow = typeof translations.$inferInsert;

/** A seeded record as stored: its id, code and zh-CN text. */
interface StoredText {
  id: string;
  code: string;
  text: unknown;
}

/** The seed's zh-CN texts by code: systems, then menus. */
function seededNames(): { systems: Map<string, string>; menus: Map<string, string> } {
  const menus = new Map<string, string>();
  const walk = (list: MenuSeed[]) => {
    for (const menu of list) {
      menus.set(menu.code, menu.name);
      walk(menu.children ?? []);
    }
  };
  for (const system of SYSTEM_SEEDS) walk(system.menus);
  return { systems: new Map(SYSTEM_SEEDS.map((s) => [s.code, s.name])), menus };
}

/** Rows for the records whose zh-CN text is still the seeded one (a renamed record keeps no stale name). */
function rowsOf(
  entity: string,
  field: string,
  stored: StoredText[],
  seeded: ReadonlyMap<string, unknown>,
  texts: Readonly<Record<string, Names>>,
): TranslationRow[] {
  return stored.flatMap(({ id, code, text }) => {
    const found = texts[code];
    if (!found || seeded.get(code) !== text) return [];
    return Object.entries(found).map(([language, text]) => ({ entity, entityId: id, field, language, text }));
  });
}

/**
 * Ships the zh-TW and en-US names of the seeded systems, menus and configuration texts. Runs on every
 * start but writes only while the table holds none of them (a database seeded before translations existed gets
 * them once; translations edited later are left alone). Seeded records are found by their codes.
 */
export async function seedTranslations(db: Db | Tx): Promise<void> {
  // Only its own entities count: the dictionary seed ships its names before this runs.
  const [existing] = await db
    .select({ n: count() })
    .from(translations)
    .where(inArray(translations.entity, ['system', 'module', 'sysConfig']));
  if ((existing?.n ?? 0) > 0) return;
  // One after another: inside the seed's transaction they share one connection.
  const systemRows = await db
    .select({ id: systems.id, code: systems.enCode, text: systems.fullName })
    .from(systems)
    .where(inArray(systems.enCode, Object.keys(SYSTEM_NAME_TRANSLATIONS)));
  const moduleRows = await db
    .select({ id: modules.id, code: modules.enCode, text: modules.fullName })
    .from(modules)
    .where(inArray(modules.enCode, Object.keys(MENU_NAME_TRANSLATIONS)));
  const configRows = await db
    .select({ id: sysConfig.key, code: sysConfig.key, text: sysConfig.value })
    .from(sysConfig)
    .where(inArray(sysConfig.key, Object.keys(SYS_CONFIG_TRANSLATIONS)));
  const seeded = seededNames();
  const rows = [
    ...rowsOf('system', 'fullName', systemRows, seeded.systems, SYSTEM_NAME_TRANSLATIONS),
    ...rowsOf('module', 'fullName', moduleRows, seeded.menus, MENU_NAME_TRANSLATIONS),
    ...rowsOf(
      'sysConfig',
      'value',
      configRows,
      new Map(Object.entries(DEFAULT_SYS_CONFIG)),
      SYS_CONFIG_TRANSLATIONS,
    ),
  ];
  if (rows.length > 0) await db.insert(translations).values(rows).onConflictDoNothing();
}
