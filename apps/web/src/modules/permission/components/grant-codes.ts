/*
 * The column and form resources the seeded administration menus declare (server seed
 * RESOURCE_PROFILES; ADR 0009). A table column or dialog field whose code is listed shows only when
 * the page's permission entry holds it (useGrantGate); anything else is not governed and always shows.
 * Column codes are the list rows' field names, form codes the create/edit bodies'.
 */

const codes = (...list: string[]): ReadonlySet<string> => new Set(list);

/** permission.organize and permission.department (profile `organize`). */
export const ORGANIZE_CODES = {
  columns: codes('fullName', 'enCode', 'managerName', 'enabledMark', 'sortCode', 'creatorTime'),
  forms: codes('fullName', 'enCode', 'parentId', 'managerId', 'enabledMark', 'sortCode', 'description'),
};

/** permission.position (profile `position`). */
export const POSITION_CODES = {
  columns: codes('fullName', 'enCode', 'organizeName', 'type', 'enabledMark', 'sortCode', 'creatorTime'),
  forms: codes('fullName', 'enCode', 'organizeId', 'type', 'enabledMark', 'sortCode', 'description'),
};

/** permission.role (profile `role`). */
export const ROLE_CODES = {
  columns: codes('fullName', 'enCode', 'type', 'globalMark', 'enabledMark', 'sortCode', 'creatorTime'),
  forms: codes('fullName', 'enCode', 'type', 'organizeIds', 'enabledMark', 'sortCode', 'description'),
};

/** permission.group (profile `group`). */
export const GROUP_CODES = {
  columns: codes('fullName', 'enCode', 'type', 'enabledMark', 'sortCode', 'creatorTime'),
  forms: codes('fullName', 'enCode', 'type', 'enabledMark', 'sortCode', 'description'),
};
