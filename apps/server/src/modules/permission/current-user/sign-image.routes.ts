import { currentUserSignImageEndpoints as endpoints, SIGN_IMG_DATA_URL_MAX } from '@platform/contracts';
import { ok, route, signedIn } from '../../../http/route.ts';
import {
  addSignImage,
  getSignImages,
  makeDefaultSignImage,
  removeSignImage,
  replaceSignImage,
} from './sign-image.service.ts';

export const signImageRoutes = [
  route(endpoints.list, {
    access: signedIn,
    handler: ({ user, app }) => getSignImages(app, user.userId),
  }),
  route(endpoints.create, {
    access: signedIn,
    // The original client posts the drawn image as a base64 data URL (up to the 2 MB upload limit).
    bodyLimit: SIGN_IMG_DATA_URL_MAX + 4096,
    handler: async ({ body, user, app }) => ok(await addSignImage(app, user.userId, body), 'common.created'),
  }),
  route(endpoints.remove, {
    access: signedIn,
    handler: async ({ params, user, app }) => {
      await removeSignImage(app, user.userId, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(endpoints.update, {
    access: signedIn,
    // No body (the original call sends none) makes the signature the default.
    handler: async ({ params, body, user, app }) => {
      if (body?.fileId) {
        await replaceSignImage(app, user.userId, params.id, {
          fileId: body.fileId,
          isDefault: body.isDefault,
        });
        return ok(null, 'common.updated');
      }
      await makeDefaultSignImage(app, user.userId, params.id);
      return ok(null, 'currentUser.settingSaved');
    },
  }),
];
