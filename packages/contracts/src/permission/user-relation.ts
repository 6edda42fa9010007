import { z } from 'zod';
import { idList } from '../record-schemas.ts';
import { echoedId } from './original-form.ts';

/*
 * The members of a role, position or group (/api/permission/UserRelation/{objectId}), as the original's
 * members dialogs (role/, position/ and group/userRelation.vue) read and save them.
 */

/** The kinds of object whose members the dialogs edit (the original's objectType). */
export const USER_RELATION_OBJECT_TYPES = ['Role', 'Position', 'Group'] as const;
export type UserRelationObjectType = (typeof USER_RELATION_OBJECT_TYPES)[number];

/** GET answer: the member user ids, in their saved order (the dialogs read `data.ids`). */
export const userRelationIdsSchema = z.object({ ids: z.array(z.string()) });
export type UserRelationIds = z.infer<typeof userRelationIdsSchema>;

/**
 * POST body: the whole member list of the object, which replaces the current one. The dialogs also
 * send `objectId` (the path's id); the path wins.
 */
export const saveUserRelationBodySchema = z
  .object({
    objectType: z.enum(USER_RELATION_OBJECT_TYPES),
    userIds: idList(5000),
    objectId: echoedId,
  })
  .strict()
  .transform(({ objectId: _objectId, ...body }) => body);
export type SaveUserRelationBody = z.output<typeof saveUserRelationBodySchema>;
