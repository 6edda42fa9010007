import type { TranslationEntityName } from '@platform/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { dictionaryData, dictionaryTypes, modules, sysConfig, systems } from '../../../db/schema/index.ts';

/** The sys-config keys whose text is a name shown to users, and so translated. */
export const TRANSLATED_SYS_CONFIG_KEYS = ['title', 'sysName', 'companyName', 'companyContacts', 'copyright'];

/** The one translatable field of each entity. */
export const TRANSLATED_FIELD: Readonly<Record<TranslationEntityName, string>> = {
  system: 'fullName',
  module: 'fullName',
  dictionaryType: 'fullName',
  dictionaryData: 'fullName',
  sysConfig: 'value',
};

/** The entities in the screen's order. */
export const ENTITY_ORDER: readonly TranslationEntityName[] = [
  'system',
  'module',
  'dictionaryType',
  'dictionaryData',
  'sysConfig',
];

const keys = sql.join(
  TRANSLATED_SYS_CONFIG_KEYS.map((key) => sql`${key}`),
  sql`, `,
);

/**
 * Every translatable name as (entity, entity_id, field, en_code, source, rank): the records' own
 * zh-CN texts, one union over the tables that keep names. A dictionary entry's code is prefixed with
 * its category's code.
 */
export function translationSources(): SQL {
  return sql`
    select 'system' as entity, ${systems.id} as entity_id, 'fullName' as field, ${systems.enCode} as en_code,
      ${systems.fullName} as source, 0 as rank from ${systems}
    union all
    select 'module', ${modules.id}, 'fullName', ${modules.enCode}, ${modules.fullName}, 1 from ${modules}
    union all
    select 'dictionaryType', ${dictionaryTypes.id}, 'fullName', ${dictionaryTypes.enCode}, ${dictionaryTypes.fullName}, 2
      from ${dictionaryTypes}
    union all
    select 'dictionaryData', ${dictionaryData.id}, 'fullName',
      ${dictionaryTypes.enCode} || '.' || ${dictionaryData.enCode}, ${dictionaryData.fullName}, 3
      from ${dictionaryData} join ${dictionaryTypes} on ${dictionaryTypes.id} = ${dictionaryData.dictionaryTypeId}
    union all
    select 'sysConfig', ${sysConfig.key}, 'value', ${sysConfig.key}, ${sysConfig.value} #>> '{}', 4
      from ${sysConfig} where ${sysConfig.key} in (${keys})`;
}
