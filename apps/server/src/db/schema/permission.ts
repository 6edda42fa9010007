import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, createdAt, enabledMark, id, sortCode, ts } from './columns.ts';

/** Organizations and departments in one tree; the top parent is '-1' (顶级节点). */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    parentId: text('parent_id').notNull().default('-1'),
    /** 'company' or 'department' */
    category: text('category').notNull(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    managerId: text('manager_id'),
    /** Ids from the top down to this node, comma separated; used for subtree checks. */
    idPath: text('id_path').notNull(),
    /** The company form's 企业信息 (short name, industry, bank, …) as JSON text, answered as it is. */
    propertyJson: text('property_json'),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('organizations_en_code').on(t.enCode),
    index('organizations_parent').on(t.parentId),
    index('organizations_manager').on(t.managerId),
  ],
);

export const positions = pgTable(
  'positions',
  {
    id: id(),
    organizeId: text('organize_id').notNull(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    type: text('type'),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('positions_en_code').on(t.enCode), index('positions_organize').on(t.organizeId)],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    /** 1 = global role, 0 = belongs to organizations (role_organizations). */
    globalMark: integer('global_mark').notNull().default(1),
    type: text('type'),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('roles_en_code').on(t.enCode)],
);

export const roleOrganizations = pgTable(
  'role_organizations',
  { id: id(), roleId: text('role_id').notNull(), organizeId: text('organize_id').notNull() },
  (t) => [uniqueIndex('role_organizations_pair').on(t.roleId, t.organizeId)],
);

export const groups = pgTable(
  'groups',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    type: text('type'),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('groups_en_code').on(t.enCode)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    account: text('account').notNull(),
    realName: text('real_name').notNull(),
    mobilePhone: text('mobile_phone'),
    email: text('email'),
    gender: integer('gender'),
    headIcon: text('head_icon'),
    /** Main organization (department) of the user. */
    organizeId: text('organize_id'),
    managerId: text('manager_id'),
    /** Main (major) position; one of the user's Position relations. */
    positionId: text('position_id'),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    /** 1 enabled, 0 disabled, 2 locked after failed logins (until unlockTime). */
    enabledMark: enabledMark(),
    passwordHash: text('password_hash').notNull(),
    /** Null until the user changes the initial password (drives the forced change dialog). */
    changePasswordDate: ts('change_password_date'),
    logErrorCount: integer('log_error_count').notNull().default(0),
    unlockTime: ts('unlock_time'),
    prevLoginTime: ts('prev_login_time'),
    prevLoginIp: text('prev_login_ip'),
    lastLoginTime: ts('last_login_time'),
    lastLoginIp: text('last_login_ip'),
    theme: text('theme'),
    language: text('language'),
    systemId: text('system_id'),
    portalId: text('portal_id'),
    birthday: ts('birthday'),
    nation: text('nation'),
    nativePlace: text('native_place'),
    certificatesNumber: text('certificates_number'),
    landline: text('landline'),
    postalAddress: text('postal_address'),
    /*
     * Profile fields of the original's user and profile forms (JNPF UserCrForm / UserInfoForm):
     * certificatesType and education hold dictionary data ids (certificateType, Education), ranks a
     * dictionary id too; telePhone is the office phone, urgent* the emergency contact.
     */
    certificatesType: text('certificates_type'),
    education: text('education'),
    telePhone: text('tele_phone'),
    urgentContacts: text('urgent_contacts'),
    urgentTelePhone: text('urgent_tele_phone'),
    entryDate: ts('entry_date'),
    ranks: text('ranks'),
    signature: text('signature'),
    description: text('description'),
    sortCode: sortCode(),
    ...auditColumns(),
    /**
     * What the keyword search looks in: account, name and mobile, lower-cased, kept by the database.
     * Read only by the search condition (users.repository keywordMatch), never returned.
     */
    /**
     * The main organization and every Organize membership, kept by triggers (migration 0006) whatever
     * path writes them. Scope and department filters test it with one indexed overlap (&&) instead
     * of a membership lookup per user.
     */
    organizeIds: text('organize_ids').array().notNull().default(sql`'{}'::text[]`),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(account || ' ' || coalesce(real_name, '') || ' ' || coalesce(mobile_phone, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('users_account').on(t.account),
    index('users_organize').on(t.organizeId),
    index('users_mobile').on(t.mobilePhone),
    // CurrentUser lists a user's subordinates on every call; handover moves them.
    index('users_manager').on(t.managerId),
    // The default order of the user list (sort code, newest first, ids newest first): page 1 of 100,000
    // users without a sort. The sort code is negated so that every key runs the same way, walked
    // backwards: a next or previous page then seeks its place with one row comparison (keyset).
    // INCLUDE (sort_code, organize_id, organize_ids, enabled_mark) is added by migration 0014 (drizzle
    // cannot declare it): a scoped page walks this index alone.
    index('users_list_order').on(sql`(-${t.sortCode})`, t.createdAt, t.id),
    // The list's other sort fields, the id breaking ties in the same direction (either way one walk).
    index('users_real_name_order').on(t.realName, t.id),
    index('users_sort_code_order').on(t.sortCode, t.id),
    index('users_created_order').on(t.createdAt, t.id),
    index('users_state_order').on(t.enabledMark, t.id),
    // Keyword search is "contains" over searchText. Three characters or more: one trigram index. One or
    // two (a Chinese given name, two digits): trigrams cannot serve them, so a GIN index over the text's
    // single characters and character pairs (search_ngrams, migration 0005) narrows the rows first.
    index('users_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('users_search_ngrams').using('gin', sql`search_ngrams(${t.searchText})`),
    index('users_organize_ids').using('gin', t.organizeIds),
  ],
);

/** Memberships of a user: objectType Organize | Position | Role | Group. */
export const userRelations = pgTable(
  'user_relations',
  {
    id: id(),
    userId: text('user_id').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    sortCode: sortCode(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_relations_triple').on(t.userId, t.objectType, t.objectId),
    index('user_relations_object').on(t.objectType, t.objectId),
  ],
);

export const passwordHistory = pgTable(
  'password_history',
  {
    id: id(),
    userId: text('user_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user').on(t.userId)],
);

/**
 * Grade management (分级管理): a user who administers an organization. this_layer_* flags cover the
 * organization itself, sub_layer_* its whole subtree (select = see, add/edit/delete = manage).
 */
export const organizationAdministrators = pgTable(
  'organization_administrators',
  {
    id: id(),
    userId: text('user_id').notNull(),
    organizeId: text('organize_id').notNull(),
    thisLayerSelect: integer('this_layer_select').notNull().default(1),
    thisLayerAdd: integer('this_layer_add').notNull().default(0),
    thisLayerEdit: integer('this_layer_edit').notNull().default(0),
    thisLayerDelete: integer('this_layer_delete').notNull().default(0),
    subLayerSelect: integer('sub_layer_select').notNull().default(0),
    subLayerAdd: integer('sub_layer_add').notNull().default(0),
    subLayerEdit: integer('sub_layer_edit').notNull().default(0),
    subLayerDelete: integer('sub_layer_delete').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('organization_administrators_pair').on(t.userId, t.organizeId),
    index('organization_administrators_organize').on(t.organizeId),
  ],
);
