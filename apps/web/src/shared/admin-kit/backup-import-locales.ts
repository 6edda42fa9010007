import { defineLocales } from '../../platform/i18n/define-locales.ts';

/** Strings of the backup-file import dialog (.bb, .bdd, … files of one record). */
export const backupImportLocales = defineLocales(
  'backupImport',
  {
    duplicates: '数据重复时',
    duplicatesRefuse: '不导入，提示重复',
    duplicatesCopy: '导入为副本',
    chooseFile: '选择文件',
    hint: '请选择 {{accept}} 文件',
  },
  {
    duplicates: '資料重複時',
    duplicatesRefuse: '不匯入，提示重複',
    duplicatesCopy: '匯入為副本',
    chooseFile: '選擇檔案',
    hint: '請選擇 {{accept}} 檔案',
  },
  {
    duplicates: 'When it already exists',
    duplicatesRefuse: 'Do not import; say so',
    duplicatesCopy: 'Import it as a copy',
    chooseFile: 'Choose a file',
    hint: 'Choose a {{accept}} file',
  },
);

declare module '../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    backupImport: KeysOf<typeof backupImportLocales>;
  }
}
