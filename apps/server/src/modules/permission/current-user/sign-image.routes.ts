import {
  createSignImageBodySchema,
  signImageParamsSchema,
  signImageSchema,
  updateSignImageBodySchema,
} from '@platform/contracts';
import { z } from 'zod';
import { defineRoute, ok, signedIn } from '../../../http/route.ts';
import {
  addSignImage,
  getSignImages,
  makeDefaultSignImage,
  removeSignImage,
  replaceSignImage,
} from './sign-image.service.ts';

const BASE = '/permission/Users/Current';
const tags = ['permission', 'current-user'];

export const signImageRoutes = [
  defineRoute({
    method: 'GET',
    path: `${BASE}/SignImg`,
    access: signedIn,
    summary: 'My signature images, newest first',
    tags,
    schema: { response: z.array(signImageSchema) },
    handler: ({ user, app }) => getSignImages(app, user.userId),
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/SignImg`,
    access: signedIn,
    summary: 'Add a signature from an image I uploaded (POST /file/Uploader/signature) by its file id',
    tags,
    schema: { body: createSignImageBodySchema, response: z.object({ id: z.string() }) },
    handler: async ({ body, user, app }) => ok(await addSignImage(app, user.userId, body), 'common.created'),
  }),
  defineRoute({
    method: 'DELETE',
    path: `${BASE}/:id/SignImg`,
    access: signedIn,
    summary: 'Delete one of my signatures',
    tags,
    schema: { params: signImageParamsSchema },
    handler: async ({ params, user, app }) => {
      await removeSignImage(app, user.userId, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/:id/SignImg`,
    access: signedIn,
    summary:
      'Make one of my signatures the default (no body), or replace its image in place with {fileId} of a new signature upload',
    tags,
    // Nullish: the original call sends no body at all, which reaches validation as null.
    schema: { params: signImageParamsSchema, body: updateSignImageBodySchema.nullish() },
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
