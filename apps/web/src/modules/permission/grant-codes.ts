import { resourceCodes } from '@platform/contracts';

/*
 * The column and form codes the administration menus declare, from the contracts' resource profiles
 * (the seed gives each menu its profile's resources; the server hides and refuses by the same codes,
 * ADR 0009). A table column or dialog field whose code is listed shows only when the page's permission
 * entry holds it (useGrantGate); anything else is not governed and always shows.
 */

/** permission.organize and permission.department. */
export const ORGANIZE_CODES = resourceCodes('organize');
export const POSITION_CODES = resourceCodes('position');
export const ROLE_CODES = resourceCodes('role');
export const GROUP_CODES = resourceCodes('group');
export const USER_CODES = resourceCodes('user');
