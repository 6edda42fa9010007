import type { EndpointOutput } from '@platform/contracts';
import type { currentUserInfoEndpoints } from '@platform/contracts/web-endpoints';

/**
 * GET /oauth/CurrentUser as the shell holds it: menus of the current system, permissions, user info,
 * systems and the public config. Menus and user info are the contracts' `MenuNode` and `CurrentUserInfo`.
 */
export type CurrentUserData = EndpointOutput<typeof currentUserInfoEndpoints.get>;
