import { scheduleEndpoints } from '@platform/contracts';
import { ok, route, signedIn } from '../../../http/route.ts';
import { contentDisposition } from '../../file/file-reply.ts';
import {
  createSchedule,
  getSchedule,
  getScheduleDetail,
  listSchedules,
  removeSchedule,
  updateSchedule,
} from './schedule.service.ts';
import { exportSchedules } from './schedule-ics.ts';

/*
 * /api/system/Schedule (日程): every signed-in user's own calendar. No menu grant: the service lets
 * the creator change an entry and its participants read it (or leave it).
 */
export const scheduleRoutes = [
  route(scheduleEndpoints.list, {
    access: signedIn,
    handler: ({ app, user, query }) => listSchedules(app, user, query),
  }),
  route(scheduleEndpoints.detail, {
    access: signedIn,
    handler: ({ app, user, lang, query }) => getScheduleDetail(app, user, lang, query),
  }),
  route(scheduleEndpoints.detailWithSlash, {
    access: signedIn,
    handler: ({ app, user, lang, query }) => getScheduleDetail(app, user, lang, query),
  }),
  route(scheduleEndpoints.export, {
    access: signedIn,
    handler: async ({ app, user, query, reply }) => {
      const text = await exportSchedules(app, user, query);
      return reply
        .status(200)
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', 'schedule.ics'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(text);
    },
  }),
  route(scheduleEndpoints.get, {
    access: signedIn,
    handler: ({ app, user, params }) => getSchedule(app, user, params.id),
  }),
  route(scheduleEndpoints.create, {
    access: signedIn,
    handler: async ({ app, user, body }) => {
      await createSchedule(app, user, body);
      return ok(null, 'common.created');
    },
  }),
  route(scheduleEndpoints.update, {
    access: signedIn,
    handler: async ({ app, user, params, body }) => {
      await updateSchedule(app, user, params.id, params.type, body);
      return ok(null, 'common.updated');
    },
  }),
  route(scheduleEndpoints.remove, {
    access: signedIn,
    handler: async ({ app, user, params }) => {
      await removeSchedule(app, user, params.id, params.type);
      return ok(null, 'common.deleted');
    },
  }),
];
