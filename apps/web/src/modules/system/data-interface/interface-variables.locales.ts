import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of an interface's variables (接口变量): the drawer, its list and the variable dialog. */
export const interfaceVariablesLocales = defineLocales(
  'interfaceVariables',
  {
    open: '变量',
    title: '接口变量：{{name}}',
    thing: '变量',
    searchPlaceholder: '请输入变量名查询',
    field: {
      fullName: '变量名',
      value: '变量值',
      creatorUser: '创建人',
      lastModifyTime: '最后修改时间',
    },
    hint: '接口的 SQL 中写作 {@变量名}，以绑定值传入',
    form: {
      required: '请输入变量名',
      nameMax: '变量名最多为50个字符！',
      nameChars: '变量名不能包含 @、花括号和空格',
    },
    copy: '复制',
    copyPrompt: '您确定要复制该变量, 是否继续?',
    export: '导出',
    exportPrompt: '您确定要导出该变量, 是否继续?',
  },
  {
    open: '變數',
    title: '介面變數：{{name}}',
    thing: '變數',
    searchPlaceholder: '請輸入變數名查詢',
    field: {
      fullName: '變數名',
      value: '變數值',
      creatorUser: '建立人',
      lastModifyTime: '最後修改時間',
    },
    hint: '介面的 SQL 中寫作 {@變數名}，以綁定值傳入',
    form: {
      required: '請輸入變數名',
      nameMax: '變數名最多為50個字元！',
      nameChars: '變數名不能包含 @、大括號和空格',
    },
    copy: '複製',
    copyPrompt: '您確定要複製該變數, 是否繼續?',
    export: '匯出',
    exportPrompt: '您確定要匯出該變數, 是否繼續?',
  },
  {
    open: 'Variables',
    title: 'Interface variables: {{name}}',
    thing: 'variable',
    searchPlaceholder: 'Search by variable name',
    field: {
      fullName: 'Variable name',
      value: 'Value',
      creatorUser: 'Created by',
      lastModifyTime: 'Last modified',
    },
    hint: 'Write it as {@name} in the interface’s SQL: its value is bound',
    form: {
      required: 'Please enter the variable name',
      nameMax: 'The variable name may have at most 50 characters',
      nameChars: 'The variable name may not hold @, braces or spaces',
    },
    copy: 'Copy',
    copyPrompt: 'Copy this variable?',
    export: 'Export',
    exportPrompt: 'Export this variable?',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    interfaceVariables: KeysOf<typeof interfaceVariablesLocales>;
  }
}
