/** A column or form field resource: [enCode, fullName]. */
export type FieldResource = readonly [string, string];

export interface ResourceProfile {
  /** Table the fields belong to (JNPF bindTable); informative for the authorize screen. */
  readonly table: string;
  readonly columns: readonly FieldResource[];
  readonly forms: readonly FieldResource[];
}

/** A named record (name, code, state, sort, description) with the given extra columns and fields. */
const named = <const C extends readonly FieldResource[] = [], const F extends readonly FieldResource[] = []>(
  table: string,
  extraColumns?: C,
  extraForms?: F,
) =>
  ({
    table,
    columns: [
      ['fullName', '名称'],
      ['enCode', '编码'],
      ...((extraColumns ?? []) as C),
      ['enabledMark', '状态'],
      ['sortCode', '排序'],
      ['creatorTime', '创建时间'],
    ],
    forms: [
      ['fullName', '名称'],
      ['enCode', '编码'],
      ...((extraForms ?? []) as F),
      ['enabledMark', '状态'],
      ['sortCode', '排序'],
      ['description', '说明'],
    ],
  }) as const;

/**
 * Column and form resources per kind of page (the seed gives each menu the resources of its profile); pages name a profile, the rest use `generic`. Column
 * codes are the field names of the list's rows and form codes those of its create/edit bodies: the
 * server hides and refuses by them (ADR 0009).
 */
export const RESOURCE_PROFILES = {
  generic: named('base_data'),
  user: {
    table: 'users',
    columns: [
      ['account', '账号'],
      ['realName', '姓名'],
      ['gender', '性别'],
      ['mobilePhone', '手机'],
      ['organizeName', '所属组织'],
      ['positionName', '岗位'],
      ['enabledMark', '状态'],
      ['creatorTime', '创建时间'],
    ],
    forms: [
      ['account', '账号'],
      ['realName', '姓名'],
      ['gender', '性别'],
      ['mobilePhone', '手机'],
      ['email', '邮箱'],
      ['organizeId', '所属组织'],
      ['positionId', '岗位'],
      ['roleId', '角色'],
      ['managerId', '直属主管'],
      ['description', '说明'],
    ],
  },
  organize: named(
    'organizations',
    [['managerName', '负责人']],
    [
      ['parentId', '上级组织'],
      ['managerId', '负责人'],
    ],
  ),
  position: named(
    'positions',
    [
      ['organizeName', '所属组织'],
      ['type', '岗位类型'],
    ],
    [
      ['organizeId', '所属组织'],
      ['type', '岗位类型'],
    ],
  ),
  role: named(
    'roles',
    [
      ['type', '角色类型'],
      ['globalMark', '全局角色'],
    ],
    [
      ['type', '角色类型'],
      ['organizeIds', '所属组织'],
    ],
  ),
  group: named('groups', [['type', '分组类型']], [['type', '分组类型']]),
  dictionary: named(
    'dictionary_data',
    [['description', '说明']],
    [
      ['parentId', '上级'],
      ['dictionaryTypeId', '分类'],
    ],
  ),
  dataInterface: named(
    'data_interfaces',
    [
      ['dataType', '接口类型'],
      ['requestMethod', '请求方式'],
    ],
    [
      ['categoryId', '分类'],
      ['dataType', '接口类型'],
      ['requestMethod', '请求方式'],
      ['query', '接口内容'],
    ],
  ),
  area: {
    table: 'areas',
    columns: [
      ['fullName', '区域名称'],
      ['enCode', '区域编码'],
      ['sortCode', '排序'],
      ['enabledMark', '状态'],
    ],
    forms: [
      ['parentId', '区域上级'],
      ['fullName', '区域名称'],
      ['enCode', '区域编码'],
      ['sortCode', '排序'],
      ['enabledMark', '状态'],
      ['description', '区域说明'],
    ],
  },
  billRule: {
    table: 'bill_rules',
    columns: [
      ['fullName', '业务名称'],
      ['enCode', '业务编码'],
      ['category', '业务分类'],
      ['digit', '流水位数'],
      ['startNumber', '流水起始'],
      ['outputNumber', '当前流水号'],
      ['sortCode', '排序'],
      ['enabledMark', '状态'],
      ['creatorTime', '创建时间'],
    ],
    forms: [
      ['fullName', '业务名称'],
      ['enCode', '业务编码'],
      ['category', '业务分类'],
      ['prefix', '流水前缀'],
      ['dateFormat', '流水日期'],
      ['digit', '流水位数'],
      ['startNumber', '流水起始'],
      ['sortCode', '排序'],
      ['enabledMark', '状态'],
      ['description', '说明'],
    ],
  },
  commonWords: {
    table: 'common_words',
    columns: [
      ['systemNames', '所属应用'],
      ['commonWordsText', '常用语'],
      ['sortCode', '排序'],
      ['enabledMark', '状态'],
      ['creatorTime', '创建时间'],
    ],
    forms: [
      ['systemIds', '所属应用'],
      ['commonWordsText', '常用语'],
      ['sortCode', '排序'],
      ['enabledMark', '状态'],
    ],
  },
  interfaceOauth: {
    table: 'interface_oauths',
    columns: [
      ['appId', 'appId'],
      ['appName', '应用名称'],
      ['usefulLife', '使用期限'],
      ['creatorUser', '创建人'],
      ['creatorTime', '创建时间'],
      ['lastModifyTime', '最后修改时间'],
      ['sortCode', '排序'],
      ['enabledMark', '状态'],
    ],
    forms: [
      ['appId', 'appId'],
      ['appSecret', 'appSecret'],
      ['appName', '应用名称'],
      ['userId', '绑定用户'],
      ['usefulLife', '使用期限'],
      ['whiteList', '白名单'],
      ['sortCode', '排序'],
      ['enabledMark', '状态'],
      ['description', '说明'],
    ],
  },
  dataSource: {
    table: 'data_sources',
    columns: [
      ['fullName', '连接名称'],
      ['dbType', '连接驱动'],
      ['host', '主机地址'],
      ['port', '端口'],
      ['serviceName', '库名'],
      ['sortCode', '排序'],
      ['enabledMark', '状态'],
      ['creatorTime', '创建时间'],
    ],
    forms: [
      ['dbType', '连接驱动'],
      ['fullName', '连接名称'],
      ['host', '主机地址'],
      ['port', '端口'],
      ['userName', '用户'],
      ['password', '密码'],
      ['serviceName', '库名'],
      ['dbSchema', '模式'],
      ['sortCode', '排序'],
      ['enabledMark', '状态'],
      ['description', '说明'],
    ],
  },
  log: {
    table: 'system_logs',
    columns: [
      ['creatorTime', '时间'],
      ['userName', '用户'],
      ['ipAddress', 'IP地址'],
      ['ipAddressName', '地点'],
      ['browser', '浏览器'],
      ['requestMethod', '请求方式'],
      ['requestUrl', '请求地址'],
      ['requestDuration', '耗时'],
      ['moduleName', '操作模块'],
      ['abstracts', '说明'],
    ],
    forms: [],
  },
  notice: {
    table: 'notices',
    columns: [
      ['title', '标题'],
      ['category', '类型'],
      ['releaseUser', '发布人'],
      ['releaseTime', '发布时间'],
      ['enabledMark', '状态'],
    ],
    forms: [
      ['title', '标题'],
      ['category', '类型'],
      ['bodyText', '正文'],
      ['files', '附件'],
      ['toUserIds', '发送范围'],
    ],
  },
  flow: {
    table: 'flow_tasks',
    columns: [
      ['fullName', '流程标题'],
      ['flowName', '所属流程'],
      ['startTime', '发起时间'],
      ['userName', '发起人员'],
      ['thisStep', '当前节点'],
      ['status', '状态'],
    ],
    forms: [
      ['fullName', '流程标题'],
      ['flowUrgent', '紧急程度'],
      ['description', '备注'],
    ],
  },
  config: {
    table: 'sys_config',
    columns: [],
    forms: [
      ['sysName', '系统名称'],
      ['title', '标题'],
      ['copyright', '版权'],
      ['singleLogin', '登录方式'],
      ['tokenTimeout', '超时时间'],
      ['passwordErrorsNumber', '密码错误次数'],
      ['enableVerificationCode', '登录验证码'],
    ],
  },
} as const satisfies Record<string, ResourceProfile>;
export type ResourceProfileName = keyof typeof RESOURCE_PROFILES;

/** Column codes of a profile: the list rows' field names it governs. */
export type ColumnCode<P extends ResourceProfileName> = (typeof RESOURCE_PROFILES)[P]['columns'][number][0];
/** Form codes of a profile: the create/edit bodies' field names it governs. */
export type FormCode<P extends ResourceProfileName> = (typeof RESOURCE_PROFILES)[P]['forms'][number][0];

/** The governed column and form codes of a profile, as sets (what a page's permission gates check). */
export function resourceCodes<P extends ResourceProfileName>(profile: P) {
  const { columns, forms } = RESOURCE_PROFILES[profile];
  return {
    columns: new Set(columns.map(([code]) => code)) as ReadonlySet<ColumnCode<P>>,
    forms: new Set(forms.map(([code]) => code)) as ReadonlySet<FormCode<P>>,
  };
}
