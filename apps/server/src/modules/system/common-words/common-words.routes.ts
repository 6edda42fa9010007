import { ButtonCode, commonWordsEndpoints, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import {
  createCommonWords,
  getCommonWords,
  listCommonWords,
  listCommonWordsOptions,
  removeCommonWords,
  toggleCommonWordsState,
  updateCommonWords,
} from './common-words.service.ts';

const MENU = MenuCode.commonWords;

/* /api/system/CommonWords (常用语). The selector is for every signed-in approver. */
export const commonWordsRoutes = [
  route(commonWordsEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => listCommonWords(app, user, query),
  }),
  route(commonWordsEndpoints.selector, {
    access: signedIn,
    handler: ({ app, user }) => listCommonWordsOptions(app, user),
  }),
  route(commonWordsEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getCommonWords(app, user, params.id),
  }),
  route(commonWordsEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createCommonWords(app, user, body) }, 'common.created'),
  }),
  route(commonWordsEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateCommonWords(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(commonWordsEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeCommonWords(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(commonWordsEndpoints.setState, {
    access: requiresPermission(MENU, ButtonCode.state),
    handler: async ({ app, user, params }) =>
      ok({ enabledMark: await toggleCommonWordsState(app, user, params.id) }, 'common.updated'),
  }),
];
