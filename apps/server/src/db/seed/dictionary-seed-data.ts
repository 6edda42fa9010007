/*
 * The dictionaries the platform itself uses, seeded on a fresh database: user and profile fields
 * (gender codes as the users table keeps them, nations by the GB 3304 codes), message types, flow
 * urgency, and two business samples (a flat one the sample purchase form names by id, and a tree).
 */

export interface DictionarySeed {
  /** A fixed id, so designs can name the dictionary by id as well as by code. */
  id: string;
  fullName: string;
  enCode: string;
  /** 0 业务字典, 1 系统字典. */
  category: 0 | 1;
  isTree?: boolean;
  /** Demo data: seeded on a fresh database only, never added to an existing one at start-up. */
  isSample?: boolean;
  /** [code, name, children?] in display order. */
  entries: DictionaryEntrySeed[];
}
export type DictionaryEntrySeed = [code: string, name: string, children?: DictionaryEntrySeed[]];

const NATIONS =
  '汉族 蒙古族 回族 藏族 维吾尔族 苗族 彝族 壮族 布依族 朝鲜族 满族 侗族 瑶族 白族 土家族 哈尼族 哈萨克族 傣族 黎族 傈僳族 佤族 畲族 高山族 拉祜族 水族 东乡族 纳西族 景颇族 柯尔克孜族 土族 达斡尔族 仫佬族 羌族 布朗族 撒拉族 毛南族 仡佬族 锡伯族 阿昌族 普米族 塔吉克族 怒族 乌孜别克族 俄罗斯族 鄂温克族 德昂族 保安族 裕固族 京族 塔塔尔族 独龙族 鄂伦春族 赫哲族 门巴族 珞巴族 基诺族';

const numbered = (names: string): DictionaryEntrySeed[] =>
  names.split(' ').map((name, index) => [String(index + 1).padStart(2, '0'), name]);

export const DICTIONARY_SEEDS: readonly DictionarySeed[] = [
  {
    id: 'dict-sex',
    fullName: '性别',
    enCode: 'sex',
    category: 1,
    entries: [
      ['1', '男'],
      ['2', '女'],
      ['3', '保密'],
    ],
  },
  { id: 'dict-nation', fullName: '民族', enCode: 'Nation', category: 1, entries: numbered(NATIONS) },
  {
    id: 'dict-education',
    fullName: '学历',
    enCode: 'Education',
    category: 1,
    entries: numbered('博士研究生 硕士研究生 大学本科 大学专科 中等专科 高中 初中 小学 其他'),
  },
  {
    id: 'dict-certificate-type',
    fullName: '证件类型',
    enCode: 'certificateType',
    category: 1,
    entries: numbered(
      '居民身份证 护照 港澳居民来往内地通行证 台湾居民来往大陆通行证 外国人永久居留身份证 军官证 其他',
    ),
  },
  {
    id: 'dict-message-type',
    fullName: '消息类型',
    enCode: 'MessageType',
    category: 1,
    entries: [
      ['1', '系统消息'],
      ['2', '流程消息'],
      ['3', '公告消息'],
      ['4', '日程消息'],
    ],
  },
  {
    id: 'dict-urgent',
    fullName: '紧急程度',
    enCode: 'Urgent',
    category: 1,
    entries: [
      ['1', '普通'],
      ['2', '重要'],
      ['3', '紧急'],
    ],
  },
  {
    id: 'dict-rank',
    fullName: '职级',
    enCode: 'Rank',
    category: 1,
    entries: numbered('员工 主管 经理 总监 副总经理 总经理'),
  },
  {
    id: '3d9f2c4a',
    fullName: '供应商等级',
    enCode: 'SupplierGrade',
    category: 0,
    isSample: true,
    entries: [
      ['A', 'A级'],
      ['B', 'B级'],
      ['C', 'C级'],
    ],
  },
  {
    id: 'dict-industry',
    fullName: '行业类别',
    enCode: 'Industry',
    category: 0,
    isTree: true,
    isSample: true,
    entries: [
      [
        'C',
        '制造业',
        [
          ['C36', '汽车制造业'],
          ['C39', '计算机、通信和其他电子设备制造业'],
        ],
      ],
      [
        'I',
        '信息传输、软件和信息技术服务业',
        [
          ['I64', '互联网和相关服务'],
          ['I65', '软件和信息技术服务业'],
        ],
      ],
      [
        'F',
        '批发和零售业',
        [
          ['F51', '批发业'],
          ['F52', '零售业'],
        ],
      ],
    ],
  },
  {
    // The business categories of document-number rules (the original's businessType).
    id: 'dict-business-type',
    fullName: '业务分类',
    enCode: 'businessType',
    category: 1,
    entries: [
      ['purchase', '采购'],
      ['sales', '销售'],
      ['finance', '财务'],
      ['personnel', '人事'],
      ['office', '行政'],
      ['other', '其他'],
    ],
  },
  {
    // The categories of data interfaces (the original's DataInterfaceType): the 数据接口 page's tree.
    id: 'dict-data-interface-type',
    fullName: '接口分类',
    enCode: 'DataInterfaceType',
    category: 1,
    entries: [
      ['basic', '基础数据'],
      ['business', '业务数据'],
      ['report', '报表数据'],
    ],
  },
  {
    // The categories of 日程 (the schedule dialog's 类型 picker; an entry keeps the entry's id).
    id: 'dict-schedule-type',
    fullName: '日程类型',
    enCode: 'scheduleType',
    category: 1,
    entries: [
      ['work', '工作'],
      ['meeting', '会议'],
      ['trip', '出差'],
      ['personal', '个人'],
      ['other', '其他'],
    ],
  },
  {
    // The categories of 功能设计 (the designer's category picker and the pickers' tree).
    id: 'dict-web-design',
    fullName: '功能设计分类',
    enCode: 'webDesign',
    category: 1,
    entries: [
      ['business', '业务功能'],
      ['office', '办公功能'],
      ['basic', '基础功能'],
    ],
  },
];
