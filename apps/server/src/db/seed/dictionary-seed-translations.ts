import type { translations } from '../schema/index.ts';

/*
 * zh-TW and en-US names of the seeded dictionaries (dictionary-seed-data.ts): the categories by
 * code, their entries by category code and entry code. A test checks every seeded name has both.
 */

type Names = readonly [zhTW: string, enUS: string];

export const DICTIONARY_TYPE_TRANSLATIONS: Readonly<Record<string, Names>> = {
  sex: ['性別', 'Gender'],
  Nation: ['民族', 'Ethnic Group'],
  Education: ['學歷', 'Education'],
  certificateType: ['證件類型', 'ID Type'],
  MessageType: ['訊息類型', 'Message Type'],
  Urgent: ['緊急程度', 'Urgency'],
  Rank: ['職級', 'Job Rank'],
  SupplierGrade: ['供應商等級', 'Supplier Grade'],
  Industry: ['行業類別', 'Industry'],
  businessType: ['業務分類', 'Business Category'],
  DataInterfaceType: ['介面分類', 'Interface Category'],
  webDesign: ['功能設計分類', 'Design Category'],
  scheduleType: ['日程類型', 'Schedule Category'],
};

/** Numbered entries ('01', '02', …) from lists in display order. */
const numbered = (zhTW: string, enUS: string): Record<string, Names> => {
  const tw = zhTW.split(' ');
  const en = enUS.split('|');
  return Object.fromEntries(tw.map((name, i) => [String(i + 1).padStart(2, '0'), [name, en[i] ?? '']]));
};

const NATIONS = numbered(
  '漢族 蒙古族 回族 藏族 維吾爾族 苗族 彝族 壯族 布依族 朝鮮族 滿族 侗族 瑤族 白族 土家族 哈尼族 哈薩克族 傣族 黎族 傈僳族 佤族 畲族 高山族 拉祜族 水族 東鄉族 納西族 景頗族 柯爾克孜族 土族 達斡爾族 仫佬族 羌族 布朗族 撒拉族 毛南族 仡佬族 錫伯族 阿昌族 普米族 塔吉克族 怒族 烏孜別克族 俄羅斯族 鄂溫克族 德昂族 保安族 裕固族 京族 塔塔爾族 獨龍族 鄂倫春族 赫哲族 門巴族 珞巴族 基諾族',
  "Han|Mongol|Hui|Tibetan|Uyghur|Miao|Yi|Zhuang|Bouyei|Korean|Manchu|Dong|Yao|Bai|Tujia|Hani|Kazakh|Dai|Li|Lisu|Va|She|Gaoshan|Lahu|Sui|Dongxiang|Naxi|Jingpo|Kyrgyz|Tu|Daur|Mulao|Qiang|Blang|Salar|Maonan|Gelao|Xibe|Achang|Pumi|Tajik|Nu|Uzbek|Russian|Evenki|De'ang|Bonan|Yugur|Gin|Tatar|Derung|Oroqen|Hezhen|Monba|Lhoba|Jino",
);

export const DICTIONARY_ENTRY_TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, Names>>>> = {
  sex: { '1': ['男', 'Male'], '2': ['女', 'Female'], '3': ['保密', 'Undisclosed'] },
  Nation: NATIONS,
  Education: numbered(
    '博士研究生 碩士研究生 大學本科 大學專科 中等專科 高中 初中 小學 其他',
    "Doctorate|Master's Degree|Bachelor's Degree|Associate Degree|Secondary Vocational|High School|Junior High School|Primary School|Other",
  ),
  certificateType: numbered(
    '居民身分證 護照 港澳居民來往內地通行證 臺灣居民來往大陸通行證 外國人永久居留身分證 軍官證 其他',
    'Resident ID Card|Passport|Mainland Travel Permit for Hong Kong and Macao Residents|Mainland Travel Permit for Taiwan Residents|Foreign Permanent Resident ID Card|Military Officer ID|Other',
  ),
  MessageType: {
    '1': ['系統訊息', 'System'],
    '2': ['流程訊息', 'Workflow'],
    '3': ['公告訊息', 'Announcement'],
    '4': ['日程訊息', 'Schedule'],
  },
  Urgent: { '1': ['普通', 'Normal'], '2': ['重要', 'Important'], '3': ['緊急', 'Urgent'] },
  Rank: numbered(
    '員工 主管 經理 總監 副總經理 總經理',
    'Staff|Supervisor|Manager|Director|Deputy General Manager|General Manager',
  ),
  SupplierGrade: { A: ['A級', 'Grade A'], B: ['B級', 'Grade B'], C: ['C級', 'Grade C'] },
  Industry: {
    C: ['製造業', 'Manufacturing'],
    C36: ['汽車製造業', 'Automobile Manufacturing'],
    C39: ['電腦、通訊和其他電子設備製造業', 'Computer, Communication and Other Electronic Equipment'],
    I: ['資訊傳輸、軟體和資訊技術服務業', 'Information Transmission, Software and IT Services'],
    I64: ['網際網路和相關服務', 'Internet and Related Services'],
    I65: ['軟體和資訊技術服務業', 'Software and IT Services'],
    F: ['批發和零售業', 'Wholesale and Retail Trade'],
    F51: ['批發業', 'Wholesale'],
    F52: ['零售業', 'Retail'],
  },
  businessType: {
    purchase: ['採購', 'Purchasing'],
    sales: ['銷售', 'Sales'],
    finance: ['財務', 'Finance'],
    personnel: ['人事', 'Human Resources'],
    office: ['行政', 'Administration'],
    other: ['其他', 'Other'],
  },
  DataInterfaceType: {
    basic: ['基礎資料', 'Basic Data'],
    business: ['業務資料', 'Business Data'],
    report: ['報表資料', 'Report Data'],
  },
  webDesign: {
    business: ['業務功能', 'Business'],
    office: ['辦公功能', 'Office'],
    basic: ['基礎功能', 'Basic'],
  },
  scheduleType: {
    work: ['工作', 'Work'],
    meeting: ['會議', 'Meeting'],
    trip: ['出差', 'Business Trip'],
    personal: ['個人', 'Personal'],
    other: ['其他', 'Other'],
  },
};

type TranslationRow = typeof translations.$inferInsert;

const rowsFor = (entity: string, entityId: string, names: Names | undefined): TranslationRow[] =>
  names
    ? [
        { entity, entityId, field: 'fullName', language: 'zh-TW', text: names[0] },
        { entity, entityId, field: 'fullName', language: 'en-US', text: names[1] },
      ]
    : [];

/** The translation rows of the seeded categories and entries as they were written. */
export function dictionaryTranslationRows(
  types: readonly { id: string; enCode: string }[],
  entries: readonly { id: string; dictionaryTypeId: string; enCode: string }[],
): TranslationRow[] {
  const codeOf = new Map(types.map((type) => [type.id, type.enCode]));
  return [
    ...types.flatMap((type) => rowsFor('dictionaryType', type.id, DICTIONARY_TYPE_TRANSLATIONS[type.enCode])),
    ...entries.flatMap((entry) => {
      const typeCode = codeOf.get(entry.dictionaryTypeId) ?? '';
      return rowsFor('dictionaryData', entry.id, DICTIONARY_ENTRY_TRANSLATIONS[typeCode]?.[entry.enCode]);
    }),
  ];
}
