import { MenuCode, usersPickerEndpoints } from '@platform/contracts';
import { requiresPermission, route, signedIn } from '../../../http/route.ts';
import {
  allUsers,
  imUsers,
  subordinates,
  userSelector,
  usersByAuthorize,
  usersByIds,
  usersOfOrganization,
} from './users-picker.service.ts';
import { usersByPosition, usersByRoleOrg, userTree } from './users-picker-tree.service.ts';
import {
  defaultCurrentUser,
  selectedList,
  selectedUserList,
  usersByCondition,
} from './users-selection.service.ts';

/**
 * The user pickers of /api/permission/Users. Signed-in only, not behind the user menu:
 * forms, flows and the chat everywhere pick people with them. They return ids and names only.
 * As in the original, three trees belong to administration screens and need their menu: the whole
 * user tree (user menu, and only the users of the caller's organization scope) and the candidates of
 * the position and role members dialogs.
 */
export const usersPickerRoutes = [
  route(usersPickerEndpoints.all, {
    access: signedIn,
    handler: ({ app, query }) => allUsers(app, query.keyword),
  }),
  route(usersPickerEndpoints.selector, {
    access: requiresPermission(MenuCode.permissionUser),
    handler: ({ app, user, query }) => userTree(app, user, query.organizeId, query.keyword),
  }),
  route(usersPickerEndpoints.imUsers, {
    access: signedIn,
    handler: ({ app, query }) => imUsers(app, query),
  }),
  route(usersPickerEndpoints.imSelector, {
    access: signedIn,
    handler: ({ app, params, body }) => userSelector(app, params.id, body.keyword, body),
  }),
  route(usersPickerEndpoints.listByIds, {
    access: signedIn,
    handler: ({ app, body }) => usersByIds(app, body.ids ?? body.userId ?? []),
  }),
  route(usersPickerEndpoints.subordinates, {
    access: signedIn,
    handler: ({ app, user, body }) => subordinates(app, user, body.keyword),
  }),
  route(usersPickerEndpoints.organizations, {
    access: signedIn,
    handler: ({ app, user, query }) => usersOfOrganization(app, user, query.organizeId, query.keyword),
  }),
  route(usersPickerEndpoints.byPosition, {
    access: requiresPermission(MenuCode.permissionPosition),
    handler: ({ app, query }) => usersByPosition(app, query.positionId, query.keyword),
  }),
  route(usersPickerEndpoints.byRole, {
    access: requiresPermission(MenuCode.permissionRole),
    handler: ({ app, query }) => usersByRoleOrg(app, query.roleId, query.organizeId, query.keyword),
  }),
  route(usersPickerEndpoints.listByAuthorize, {
    access: signedIn,
    handler: ({ app, user, params, body }) => usersByAuthorize(app, user, params.id, body),
  }),
  route(usersPickerEndpoints.selectedList, {
    access: signedIn,
    // jnpf-web 3.4.7 sends the selection as `userId` and expects bare ids back (users-selection.service).
    handler: ({ app, body }) =>
      selectedList(app, body.ids ?? body.userId ?? [], body.ids === undefined && body.userId !== undefined),
  }),
  route(usersPickerEndpoints.selectedUsers, {
    access: signedIn,
    handler: ({ app, body }) => selectedUserList(app, body),
  }),
  route(usersPickerEndpoints.condition, {
    access: signedIn,
    handler: ({ app, body }) => usersByCondition(app, body),
  }),
  route(usersPickerEndpoints.defaultCurrent, {
    access: signedIn,
    handler: ({ app, user, body }) => defaultCurrentUser(app, user, body),
  }),
];
