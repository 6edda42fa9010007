import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, enabledMark, id, sortCode, updatedAt, updatedBy } from './columns.ts';

/** Application systems (应用); a user may work in several and switch between them. */
export const systems = pgTable(
  'systems',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    icon: text('icon'),
    isMain: integer('is_main').notNull().default(0),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('systems_en_code').on(t.enCode)],
);

/** Menu items (types 0-8); top level parent is '-1'. */
export const modules = pgTable(
  'modules',
  {
    id: id(),
    systemId: text('system_id').notNull(),
    parentId: text('parent_id').notNull().default('-1'),
    type: integer('type').notNull(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    icon: text('icon'),
    urlAddress: text('url_address'),
    /** '_self' or '_blank' (type 7). */
    linkTarget: text('link_target'),
    /** JSON text kept as a string on the wire ({moduleId,isTree} for types 3/4/5/8). */
    propertyJson: text('property_json'),
    category: text('category').notNull().default('Web'),
    isHidden: integer('is_hidden').notNull().default(0),
    isButtonAuthorize: integer('is_button_authorize').notNull().default(0),
    isColumnAuthorize: integer('is_column_authorize').notNull().default(0),
    isFormAuthorize: integer('is_form_authorize').notNull().default(0),
    isDataAuthorize: integer('is_data_authorize').notNull().default(0),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('modules_en_code').on(t.systemId, t.category, t.enCode),
    index('modules_parent').on(t.parentId),
  ],
);

const moduleResource = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      moduleId: text('module_id').notNull(),
      parentId: text('parent_id').notNull().default('-1'),
      fullName: text('full_name').notNull(),
      enCode: text('en_code').notNull(),
      icon: text('icon'),
      /** For columns and forms: the bound table and whether the field is on the main or a child table. */
      bindTable: text('bind_table'),
      fieldRule: integer('field_rule').notNull().default(0),
      childTableKey: text('child_table_key'),
      description: text('description'),
      sortCode: sortCode(),
      enabledMark: enabledMark(),
      createdAt: createdAt(),
    },
    (t) => [uniqueIndex(`${name}_code`).on(t.moduleId, t.enCode), index(`${name}_module`).on(t.moduleId)],
  );

export const moduleButtons = moduleResource('module_buttons');
export const moduleColumns = moduleResource('module_columns');
export const moduleForms = moduleResource('module_forms');

/**
 * Grants: itemType module|button|column|form|resource|system|portal, objectType Role|Position|User|Group.
 * isAdministrator users bypass grants.
 */
export const authorizations = pgTable(
  'authorizations',
  {
    id: id(),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('authorizations_quad').on(t.objectType, t.objectId, t.itemType, t.itemId),
    index('authorizations_item').on(t.itemType, t.itemId),
  ],
);

/** System configuration as key -> JSON value (login settings, password policy, branding). */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Monotonic counters bumped when grants, menus or roles change; caches key on them. */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(1),
});

/**
 * Data-permission schemes of a page (数据权限方案): a condition list over the page's fields that the
 * server turns into a filter; granted like any resource (authorizations.item_type 'resource').
 * conditionJson is a JSON string on the wire: [{field, op, value}] where value may be a variable
 * (@userId, @organizeId, @organizeAndSub, ...). allData = 1 means "all rows" (no filter).
 */
export const moduleSchemes = pgTable(
  'module_schemes',
  {
    id: id(),
    moduleId: text('module_id').notNull(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    conditionJson: text('condition_json').notNull().default('[]'),
    /** 'and' or 'or' between the conditions. */
    matchLogic: text('match_logic').notNull().default('and'),
    allData: integer('all_data').notNull().default(0),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('module_schemes_code').on(t.moduleId, t.enCode),
    index('module_schemes_module').on(t.moduleId),
  ],
);

/** A user's own choice of visible list columns per page (column drawer; spec Authority/SetColumnsByModuleId). */
export const userColumnSettings = pgTable(
  'user_column_settings',
  {
    id: id(),
    userId: text('user_id').notNull(),
    moduleId: text('module_id').notNull(),
    /** JSON string: [{prop, label, visible, fixed?, width?}] in display order. */
    columnJson: text('column_json').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_column_settings_pair').on(t.userId, t.moduleId)],
);

/** 常用语: system words (type 0, kept by administrators, for some applications) and personal words (type 1). */
export const commonWords = pgTable(
  'common_words',
  {
    id: id(),
    commonWordsText: text('common_words_text').notNull(),
    /** 0 system, 1 personal (then created_by is the owner). */
    commonWordsType: integer('common_words_type').notNull().default(0),
    /** The applications the words are offered in; empty = every application. */
    systemIds: jsonb('system_ids').$type<string[]>().notNull().default([]),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [index('common_words_type_sort').on(t.commonWordsType, t.sortCode)],
);

/**
 * Translations of names kept in the data (menus, systems, the system name in sys-config): one row per
 * (entity, entity id, field, language). The record's own column holds the zh-CN text; a row here
 * replaces it for its language, and a language without a row falls back to that column. Entities:
 * 'module' and 'system' (field 'fullName', id the row's id), 'sysConfig' (field 'value', id the key).
 * The 翻译管理 screen edits these rows; a change to a menu or system name bumps the permission version,
 * because CurrentUser caches translated menus.
 */
export const translations = pgTable(
  'translations',
  {
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    field: text('field').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.field, t.language] })],
);

/**
 * 行政区划: the area tree (provinces under parent '-1', then cities, districts, streets). Seeded rows
 * are the GB/T 2260 divisions with the division code as id and code. `type` is the level as text
 * ('1' province … '4' street), as the original keeps it.
 */
export const areas = pgTable(
  'areas',
  {
    id: id(),
    parentId: text('parent_id').notNull(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    uniqueIndex('areas_en_code').on(t.enCode),
    index('areas_parent_sort').on(t.parentId, t.sortCode, t.enCode),
  ],
);

/**
 * 数据字典 categories. A top category has parent '-1' and `category` 0 (业务字典) or 1 (系统字典), the
 * two fixed roots the tree shows; a sub-category takes its parent's `category`. `isTree` 1: the
 * category's entries form a tree.
 */
export const dictionaryTypes = pgTable(
  'dictionary_types',
  {
    id: id(),
    parentId: text('parent_id').notNull(),
    category: integer('category').notNull().default(0),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    isTree: integer('is_tree').notNull().default(0),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    uniqueIndex('dictionary_types_en_code').on(t.enCode),
    uniqueIndex('dictionary_types_full_name').on(t.fullName),
    index('dictionary_types_parent_sort').on(t.parentId, t.sortCode),
  ],
);

/** 数据字典 entries of a category; parent '0' is the top of the category. Name and code are unique per category. */
export const dictionaryData = pgTable(
  'dictionary_data',
  {
    id: id(),
    dictionaryTypeId: text('dictionary_type_id').notNull(),
    parentId: text('parent_id').notNull(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    simpleSpelling: text('simple_spelling'),
    isDefault: integer('is_default').notNull().default(0),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    uniqueIndex('dictionary_data_type_code').on(t.dictionaryTypeId, t.enCode),
    uniqueIndex('dictionary_data_type_name').on(t.dictionaryTypeId, t.fullName),
    index('dictionary_data_type_parent_sort').on(t.dictionaryTypeId, t.parentId, t.sortCode),
  ],
);
